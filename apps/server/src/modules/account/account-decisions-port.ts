import type { AccountStatus, OfficerAccountDecisionAction } from '@aviation-permits/domain';
import type { AccountDecisionsPort } from '../../platform/ports/account-decisions.js';
import type { AccountStatusService } from './account-status.service.js';

// An officer's decision on an account (OFF-22) is a status move of the account-status service,
// the one `npm run accounts` uses: the same table, event and e-mail.

const STATUS_OF: Record<OfficerAccountDecisionAction, AccountStatus> = {
  approve: 'ACTIVE',
  reject: 'REJECTED',
  'more-info': 'MORE_INFO_NEEDED',
  disable: 'DISABLED',
};

export function createAccountDecisionsPort(
  accountStatus: AccountStatusService,
): AccountDecisionsPort {
  return {
    async decideWithin(tx, accountId, decision, actor) {
      const { result, afterCommit } = await accountStatus.transitionWithin(
        tx,
        accountId,
        STATUS_OF[decision.action],
        { actor, reason: decision.reason || null },
      );
      return { auditMessage: `${result.from} → ${result.to}`, afterCommit };
    },
  };
}
