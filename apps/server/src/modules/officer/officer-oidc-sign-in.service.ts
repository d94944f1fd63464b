import {
  OFFICER_OIDC_ERROR_CODES,
  type OfficerOidcErrorCode,
} from '@aviation-permits/domain/officer';
import { isSafeText } from '@aviation-permits/domain/validation';
import type { Database } from '../../db/database.js';
import type {
  OfficerSession,
  OfficerSessionService,
} from '../../platform/officer-sessions/officer-session.service.js';
import { sessionIdOf } from '../../platform/sessions/session-token.js';
import type { AuditOrigin } from './audit-origin.js';
import type { OfficerAuditRepository } from './officer-audit.repository.js';
import type { OfficerRepository } from './officer.repository.js';

// Officers signing in through the authority's provider (OFF-60): the identity module's round trip
// has verified the ID token and answers the address it vouches for; the address must be an active
// officer's, made by `npm run officers -- add` (the same address the e-mail code would go to), or
// there is no session. The provider's sign-in stands for both factors, so the session starts
// signed in, with the e-mail sign-in's cookie and time-outs, and the sign-in is audited.

type OfficerOidcSignInOutcome = { token: string } | { refused: OfficerOidcErrorCode };

export interface OfficerOidcSignInService {
  /**
   * A signed-in session for the active officer of `email` (ending the browser's previous officer
   * session); its cookie token. Refused for an address that is no officer's or a disabled one's.
   */
  signIn(
    email: string,
    attempt: { previous: OfficerSession | null; origin: AuditOrigin },
  ): Promise<OfficerOidcSignInOutcome>;
}

export interface OfficerOidcSignInDependencies {
  db: Database;
  officers: OfficerRepository;
  audit: OfficerAuditRepository;
  officerSessions: OfficerSessionService;
  /** The provider, named in the audit row. */
  issuer: string | undefined;
  now: () => Date;
}

export function createOfficerOidcSignInService(
  dependencies: OfficerOidcSignInDependencies,
): OfficerOidcSignInService {
  const { db, officers, audit, officerSessions, now } = dependencies;
  const message = `Signed in through OIDC (${dependencies.issuer ?? 'the authority provider'})`;

  return {
    async signIn(email, { previous, origin }) {
      // OFF-62, ERR-2: an address with a NUL, another control character or a lone surrogate is no
      // officer's (none is added with one) and would make the lookup fail, as PostgreSQL's text
      // refuses a NUL: whatever the provider vouches for answers the sign-in page, never a 5xx.
      if (!isSafeText(email)) return { refused: OFFICER_OIDC_ERROR_CODES.notAnOfficer };
      const officer = await officers.findByEmail(email);
      if (officer === undefined) return { refused: OFFICER_OIDC_ERROR_CODES.notAnOfficer };
      if (officer.status !== 'active') {
        return { refused: OFFICER_OIDC_ERROR_CODES.officerDisabled };
      }
      const at = now();
      const token = await db.transaction(async (tx) => {
        if (previous) await officerSessions.end(previous.id, 'LOGOUT', at, tx);
        const signingIn = await officerSessions.begin(officer.id, at, tx);
        const signedIn = await officerSessions.completeSecondFactor(sessionIdOf(signingIn), at, tx);
        if (signedIn === undefined) throw new Error('A session begun in this transaction was gone');
        await audit.append(
          {
            at,
            actor: officer.id,
            action: 'sign-in.oidc',
            subjectType: 'officer',
            subjectId: officer.id,
            message,
            ...origin,
          },
          tx,
        );
        return signedIn;
      });
      return { token };
    },
  };
}
