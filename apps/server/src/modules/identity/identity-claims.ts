import type { IDToken } from 'openid-client';
import type { VerifiedIdentity } from '../../platform/sessions/session.service.js';

// Who signed in, read from a verified ID token. Singpass puts the NRIC/FIN in the subject
// (`s=S8979373D,u=<uuid>`); Corppass adds the entity (UEN) and the user's account type, which is
// the user's role within the entity.

/** The ID token lacks what a sign-in needs; the provider and the portal disagree on claims. */
export class UnusableClaimsError extends Error {
  constructor(detail: string) {
    super(`Unusable ID token claims: ${detail}`);
    this.name = 'UnusableClaimsError';
  }
}

/** `s=S8979373D,u=abc,c=SG` → { s: 'S8979373D', u: 'abc', c: 'SG' } */
function subjectParts(subject: string): Record<string, string> {
  return Object.fromEntries(
    subject.split(',').map((part) => {
      const separator = part.indexOf('=');
      return [part.slice(0, separator).trim(), part.slice(separator + 1).trim()];
    }),
  );
}

function objectClaim(claims: IDToken, ...names: string[]): Record<string, unknown> {
  for (const name of names) {
    const value = claims[name];
    if (value && typeof value === 'object') return value as Record<string, unknown>;
  }
  return {};
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export function singpassIdentity(claims: IDToken): VerifiedIdentity {
  const nric = stringOf(subjectParts(claims.sub).s);
  if (!nric) throw new UnusableClaimsError('the Singpass subject has no NRIC/FIN');
  return { kind: 'SINGPASS', nric: nric.toUpperCase() };
}

export function corppassIdentity(claims: IDToken): VerifiedIdentity {
  const subject = subjectParts(claims.sub);
  // Corppass spells these claims entityInfo/userInfo; some documents spell them EntityInfo.
  const entity = objectClaim(claims, 'entityInfo', 'EntityInfo');
  const user = objectClaim(claims, 'userInfo', 'UserInfo');
  const uen = stringOf(entity.CPEntID);
  const corppassUserId = stringOf(subject.u);
  if (!uen) throw new UnusableClaimsError('the Corppass token has no entity (CPEntID)');
  if (!corppassUserId) throw new UnusableClaimsError('the Corppass subject has no user id');
  const nric = stringOf(subject.s);
  const role = stringOf(user.CPAccType);
  const fullName = stringOf(user.CPUID_FullName);
  return {
    kind: 'CORPPASS',
    uen,
    corppassUserId,
    ...(nric ? { nric: nric.toUpperCase() } : {}),
    ...(role ? { role } : {}),
    ...(fullName ? { fullName } : {}),
  };
}
