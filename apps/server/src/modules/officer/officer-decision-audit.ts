import type { OfficerAuditAction } from '@aviation-permits/domain/officer';
import type { FastifyRequest } from 'fastify';
import type { AfterCommit } from '../../adapters/mail/mailer.js';
import type { Database } from '../../db/database.js';
import { signedInOfficer } from '../../http/signed-in-officer.js';
import { auditOriginOf } from './audit-origin.js';
import type { OfficerAuditRepository } from './officer-audit.repository.js';

// An officer's decision on an account or an application (OFF-19 to OFF-22) is made by the owning
// module through its port; its audit row (OFF-8) is written here in the same transaction, so a
// decision never happens without its row nor the reverse. What the decision sends (e-mail, the
// permit) runs once both are committed.

interface DecisionOutcome {
  auditMessage: string;
  afterCommit: AfterCommit | undefined;
}

export type DecisionAudit = (
  request: FastifyRequest,
  decided: { action: OfficerAuditAction; subjectType: string; subjectId: string },
  decide: (tx: Database) => Promise<DecisionOutcome>,
) => Promise<void>;

export function createDecisionAudit(
  db: Database,
  audit: OfficerAuditRepository,
  now: () => Date,
): DecisionAudit {
  return async (request, decided, decide) => {
    const { officerId } = signedInOfficer(request);
    const afterCommit = await db.transaction(async (tx) => {
      const outcome = await decide(tx);
      await audit.append(
        {
          at: now(),
          actor: officerId,
          ...decided,
          message: outcome.auditMessage,
          ...auditOriginOf(request),
        },
        tx,
      );
      return outcome.afterCommit;
    });
    await afterCommit?.();
  };
}
