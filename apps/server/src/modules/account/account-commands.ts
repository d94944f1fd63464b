import type { AccountStatus } from '@aviation-permits/domain';
import { NotFoundError } from '../../errors/http-errors.js';
import type { AccountStatusService, TransitionResult } from './account-status.service.js';
import type { AccountRepository } from './account.repository.js';

// The officer decisions of `npm run accounts` (until the officer console exists), by the
// applicant's e-mail address. Used both by the CLI on its own database and by the running server's
// loopback admin route.

export const ACCOUNT_COMMANDS = {
  approve: 'ACTIVE',
  reject: 'REJECTED',
  'more-info': 'MORE_INFO_NEEDED',
  disable: 'DISABLED',
} as const satisfies Record<string, AccountStatus>;

export type AccountCommand = keyof typeof ACCOUNT_COMMANDS;

export function isAccountCommand(value: string): value is AccountCommand {
  return Object.hasOwn(ACCOUNT_COMMANDS, value);
}

export interface AccountCommandRequest {
  command: AccountCommand;
  email: string;
  actor: string;
  reason: string | null;
}

export interface AccountCommandResult extends TransitionResult {
  email: string;
}

export async function runAccountCommand(
  accounts: AccountRepository,
  accountStatus: AccountStatusService,
  { command, email, actor, reason }: AccountCommandRequest,
): Promise<AccountCommandResult> {
  const account = await accounts.findByEmail(email);
  if (account === undefined) throw new NotFoundError(`No account has the e-mail address ${email}.`);
  const result = await accountStatus.transition(account.id, ACCOUNT_COMMANDS[command], {
    actor,
    reason,
  });
  return { ...result, email: email.toLowerCase() };
}
