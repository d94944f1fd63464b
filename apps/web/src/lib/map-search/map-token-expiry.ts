import { z } from 'zod';
import { PORTAL_CONSTANTS } from '@aviation-permits/domain/constants';

// MAP-8, CONST-12: the stored map-search token is replaced before it runs out. Only its payload's
// `exp` is read (the server checks the signature); a token that cannot be read is as good as
// expired.

const jwtPayloadSchema = z.object({ exp: z.number() });

/** The JWT's `exp` claim in seconds since the epoch, or undefined when it cannot be decoded. */
export function readJwtExpiry(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replaceAll('-', '+').replaceAll('_', '/');
    const parsed = jwtPayloadSchema.safeParse(JSON.parse(atob(base64)));
    return parsed.success ? parsed.data.exp : undefined;
  } catch {
    return undefined;
  }
}

export type TokenCheck = 'valid' | 'expired' | 'undecodable';

/** Expired when `exp` is within the margin (1 s) of `nowMs`: no call carries a dying token. */
export function checkMapToken(token: string, nowMs: number): TokenCheck {
  const exp = readJwtExpiry(token);
  if (exp === undefined) return 'undecodable';
  return exp * 1000 - nowMs <= PORTAL_CONSTANTS.mapTokenExpiryMarginMs ? 'expired' : 'valid';
}
