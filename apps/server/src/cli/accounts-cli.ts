import { parseArgs } from 'node:util';
import { officerAccountDecisionSchema } from '@aviation-permits/domain/officer';
import { createOutboxMailer } from '../adapters/mail/outbox-mailer.js';
import { createOutboxRepository } from '../adapters/mail/outbox.repository.js';
import {
  isAccountCommand,
  runAccountCommand,
  type AccountCommand,
  type AccountCommandRequest,
  type AccountCommandResult,
} from '../modules/account/account-commands.js';
import { createAccountStatusService } from '../modules/account/account-status.service.js';
import { createAccountRepository } from '../platform/accounts/account.repository.js';
import {
  ADMIN_TRANSITION_PATH,
  adminTransitionResultSchema,
} from '../modules/account/admin.routes.js';
import {
  CliError,
  runOperatorCommand,
  type OperatorCommand,
  type OperatorCommandDependencies,
} from './operator-command.js';

// `npm run accounts -- approve|reject|more-info|disable EMAIL|ACCOUNT-ID [--reason "..."]`: the
// officer decisions until the officer console exists (ACC-43, ACC-34). Only a proved address finds an
// account (docs/sign-in-protection.md). A rejection needs its reason and a request for more
// information its message (OFF-46), checked by the console's own schema before anything is opened.

export const ACCOUNTS_CLI_HELP = `Usage: npm run accounts -- <command> <email | account id> [--reason "<text>"]

The account is found by its proved e-mail address (the address of an e-mail log-in, or the
address a Singpass or Corppass user verified with a one-time code) or by its id. An address
that was only typed into a profile finds nothing.

Commands (the applicant is e-mailed about each):
  approve     SUBMITTED or DISABLED → ACTIVE
  reject      SUBMITTED → REJECTED (--reason required: why)
  more-info   SUBMITTED → MORE_INFO_NEEDED (--reason required: what is needed)
  disable     ACTIVE → DISABLED

Options:
  -r, --reason <text>   Why; recorded with the change and quoted in the e-mail. Required
                        for reject and more-info, optional for approve and disable.
  -h, --help            This text.

It reads the server's configuration from the same environment variables (DATA_DIR,
DATABASE_URL, PORT, SMTP_URL, ...). With PostgreSQL (DATABASE_URL) it changes the database
itself. With the embedded PGlite database, which only one process may open: if the server is
running, the change is made by the server through a loopback-only admin route
(POST ${ADMIN_TRANSITION_PATH} on 127.0.0.1:PORT, with the token the server wrote
to DATA_DIR/admin-token at start); if it is not, the command opens the database itself.
It prints what it did, or the reason it could not (exit code 1).`;

const DECISION_VERBS: Record<AccountCommand, string> = {
  approve: 'Approved',
  reject: 'Rejected',
  'more-info': 'Asked for more information from',
  disable: 'Disabled',
};

function parseCommand(args: readonly string[], actor: string): AccountCommandRequest | 'help' {
  const { values, positionals } = parseArgs({
    args: [...args],
    options: {
      reason: { type: 'string', short: 'r' },
      help: { type: 'boolean', short: 'h' },
    },
    allowPositionals: true,
  });
  if (values.help) return 'help';
  const [command, email, ...rest] = positionals;
  if (command === undefined || !isAccountCommand(command)) {
    throw new CliError(
      `Unknown command ${command ?? '(none)'}: use approve, reject, more-info or disable.`,
    );
  }
  if (email === undefined || rest.length > 0) {
    throw new CliError('Give exactly one e-mail address or account id.');
  }
  return { command, email, actor, reason: checkedReason(command, values.reason) };
}

/** The reason as the officer console's decision schema takes it (OFF-46), trimmed; null for none. */
function checkedReason(command: AccountCommand, reason: string | undefined): string | null {
  const decision = officerAccountDecisionSchema.safeParse({ action: command, reason });
  if (!decision.success) {
    const problem = decision.error.issues.map(({ message }) => message).join(' ');
    throw new CliError(`${command}: ${problem} Give it with --reason "<text>" (it is e-mailed).`);
  }
  return decision.data.reason ?? null;
}

function describe(request: AccountCommandRequest, result: AccountCommandResult): string[] {
  const told = result.notified
    ? `; e-mailed ${result.notified}`
    : '; no proved e-mail address to tell';
  return [
    `${DECISION_VERBS[request.command]} ${result.email}: ${result.from} → ${result.to}${told}.`,
  ];
}

const accountsCommand: OperatorCommand<AccountCommandRequest, AccountCommandResult> = {
  help: ACCOUNTS_CLI_HELP,
  parse: parseCommand,
  adminPath: ADMIN_TRANSITION_PATH,
  resultSchema: adminTransitionResultSchema,
  runOnDatabase: async ({ db }, request, { config }) => {
    const accounts = createAccountRepository(db);
    const accountStatus = createAccountStatusService({
      db,
      accounts,
      // No job runner here: the server's mail sender finds the message on its next minute's run.
      mailer: createOutboxMailer(createOutboxRepository(db), async () => {}),
      mail: { authorityName: config.portal.authorityName, publicOrigin: config.publicOrigin },
    });
    return runAccountCommand(accounts, accountStatus, request);
  },
  describe,
};

/** Runs the command; resolves to the process exit code. */
export function runAccountsCli(
  args: readonly string[],
  dependencies: OperatorCommandDependencies,
): Promise<number> {
  return runOperatorCommand(accountsCommand, args, dependencies);
}
