import { OFFICER_ACCOUNT_DECISION_TARGETS } from '@aviation-permits/domain/officer';
import type { Database } from '../../db/database.js';
import type { AccountDecisionsPort } from '../../platform/ports/account-decisions.js';
import { createAccountQueue } from './account-queue.js';
import type { AccountStatusService } from './account-status.service.js';

// The accounts officers review (OFF-22), and their decisions: each a status move of the
// account-status service, the one `npm run accounts` uses (the same table, event and e-mail), to
// the status the domain names for the decision (OFF-46).

export function createAccountDecisionsPort(dependencies: {
  db: Database;
  accountStatus: AccountStatusService;
  now: () => Date;
}): AccountDecisionsPort {
  const { accountStatus } = dependencies;
  return {
    toReview: createAccountQueue(dependencies),

    async decideWithin(tx, accountId, decision, actor) {
      const { result, afterCommit } = await accountStatus.transitionWithin(
        tx,
        accountId,
        OFFICER_ACCOUNT_DECISION_TARGETS[decision.action],
        { actor, reason: decision.reason || null },
      );
      return { auditMessage: `${result.from} → ${result.to}`, afterCommit };
    },
  };
}
