import {
  OFFICER_ACCOUNT_DECISION_TARGETS,
  officerAccountDecisionSchema,
  type OfficerAccountDecisionAction,
} from '@aviation-permits/domain/officer';
import { NotFoundError, ValidationError } from '../../errors/http-errors.js';
import type { AccountStatusService, TransitionResult } from './account-status.service.js';
import type { AccountRepository } from '../../platform/accounts/account.repository.js';

// The officer decisions of `npm run accounts` (until the officer console exists), by the
// applicant's proved e-mail address or the account's id: an address someone merely typed into a
// profile finds nothing (docs/sign-in-protection.md). Used both by the CLI on its own database and
// by the running server's loopback admin route.

/** The commands are the officer's decisions, each to the status the domain names for it (OFF-46). */
export type AccountCommand = OfficerAccountDecisionAction;

export function isAccountCommand(value: string): value is AccountCommand {
  return Object.hasOwn(OFFICER_ACCOUNT_DECISION_TARGETS, value);
}

export interface AccountCommandRequest {
  command: AccountCommand;
  /** A proved e-mail address, or an account id. */
  email: string;
  actor: string;
  reason: string | null;
}

export interface AccountCommandResult extends TransitionResult {
  /** What the officer named the account by: the address (lower-cased) or the id. */
  email: string;
}

const ACCOUNT_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function findAccount(accounts: AccountRepository, named: string) {
  return ACCOUNT_ID_PATTERN.test(named)
    ? accounts.findById(named.toLowerCase())
    : accounts.findByProvedEmail(named);
}

export async function runAccountCommand(
  accounts: AccountRepository,
  accountStatus: AccountStatusService,
  { command, email, actor, reason }: AccountCommandRequest,
): Promise<AccountCommandResult> {
  // The console's own rule (OFF-46), checked here too: the CLI checks it before it asks, but the
  // loopback route may be called by anything that holds the admin token.
  const decision = officerAccountDecisionSchema.safeParse({
    action: command,
    reason: reason ?? undefined,
  });
  if (!decision.success) {
    throw new ValidationError(
      decision.error.issues.map(({ message }) => ({ field: 'reason', errorMessage: message })),
    );
  }
  const account = await findAccount(accounts, email);
  if (account === undefined) {
    throw new NotFoundError(`No account has the id or the proved e-mail address ${email}.`);
  }
  const result = await accountStatus.transition(
    account.id,
    OFFICER_ACCOUNT_DECISION_TARGETS[command],
    {
      actor,
      reason,
    },
  );
  return { ...result, email: email.toLowerCase() };
}
