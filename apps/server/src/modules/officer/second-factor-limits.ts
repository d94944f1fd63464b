import { OFFICER_SIGN_IN_RULES } from '@aviation-permits/domain/officer';
import type { Database } from '../../db/database.js';
import { TooManyRequestsError } from '../../errors/http-errors.js';
import type { OfficerSessionService } from '../../platform/officer-sessions/officer-session.service.js';
import { createKeyedCounter } from '../../platform/rate-limit/keyed-counter.js';
import type { RateLimitRepository } from '../../platform/rate-limit/rate-limit.repository.js';
import type { AuditOrigin } from './audit-origin.js';
import type { OfficerAuditRepository } from './officer-audit.repository.js';

// Wrong second-factor codes (TOTP or recovery code, OFF-4) are counted twice:
// - per officer and client address: the 5th in 15 minutes makes that client wait until the window
//   ends. Other clients' wrong codes never count here, so no one elsewhere can lock the officer
//   out (as the applicants' codes, docs/sign-in-protection.md);
// - per signing-in session: the 5th ends the session, so a session cookie carried to many client
//   addresses still gets five tries, and more tries need a new e-mail code (the mailbox).
// Reaching either limit writes an audit row.

const { maxWrongPerClient, maxWrongPerSession, wrongWindowMinutes } = OFFICER_SIGN_IN_RULES;

export interface SecondFactorLimits {
  /** 429 while this client has no tries left for this officer. */
  assertClientMayTry(officerId: string, clientKey: string): Promise<void>;
  /** Counts a wrong code for the client and the session; ends the session at its limit. */
  recordWrong(
    attempt: { officerId: string; sessionId: string; clientKey: string },
    origin: AuditOrigin,
  ): Promise<void>;
}

export interface SecondFactorLimitsDependencies {
  db: Database;
  counters: RateLimitRepository;
  officerSessions: OfficerSessionService;
  audit: OfficerAuditRepository;
  now: () => Date;
}

export function createSecondFactorLimits(
  dependencies: SecondFactorLimitsDependencies,
): SecondFactorLimits {
  const { db, counters, officerSessions, audit, now } = dependencies;
  const wrongByClient = createKeyedCounter(counters, now, {
    name: 'officer-wrong-second-factor',
    timeWindowMs: wrongWindowMinutes * 60_000,
  });
  const keyOf = (officerId: string, clientKey: string) => `${officerId}|${clientKey}`;

  return {
    async assertClientMayTry(officerId, clientKey) {
      const spent = await wrongByClient.peek(keyOf(officerId, clientKey));
      if (spent === undefined || spent.hits < maxWrongPerClient) return;
      const seconds = Math.ceil((spent.windowEndsAt.getTime() - now().getTime()) / 1000);
      throw new TooManyRequestsError(Math.max(1, seconds));
    },

    async recordWrong({ officerId, sessionId, clientKey }, origin) {
      const byClient = await wrongByClient.add(keyOf(officerId, clientKey));
      const at = now();
      await db.transaction(async (tx) => {
        const inSession = await officerSessions.addWrongSecondFactor(sessionId, tx);
        const reached: string[] = [];
        if (byClient.hits === maxWrongPerClient) {
          reached.push(
            `${maxWrongPerClient} wrong codes from this client address in ${wrongWindowMinutes} minutes: it waits`,
          );
        }
        if (inSession === maxWrongPerSession) {
          await officerSessions.end(sessionId, 'SECOND_FACTOR_LIMIT', at, tx);
          reached.push(`${maxWrongPerSession} wrong codes in one session: it ended`);
        }
        if (reached.length === 0) return;
        await audit.append(
          {
            at,
            actor: officerId,
            action: 'sign-in.second-factor-limit',
            subjectType: 'officer',
            subjectId: officerId,
            message: reached.join('; '),
            ...origin,
          },
          tx,
        );
      });
    },
  };
}
