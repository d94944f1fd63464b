import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { createOutboxMailer } from '../adapters/mail/outbox-mailer.js';
import { createOutboxRepository } from '../adapters/mail/outbox.repository.js';
import { loadConfig, type AppConfig } from '../config.js';
import type { DatabaseConnection } from '../db/database.js';
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
  askRunningServer,
  CliError,
  openConfiguredDatabase,
  reportFailure,
} from './operator-command.js';

// `npm run accounts -- approve|reject|more-info|disable EMAIL|ACCOUNT-ID [--reason "..."]`: the
// officer decisions until the officer console exists (ACC-43, ACC-34). Only a proved address finds an
// account (docs/sign-in-protection.md).

export const ACCOUNTS_CLI_HELP = `Usage: npm run accounts -- <command> <email | account id> [--reason "<text>"]

The account is found by its proved e-mail address (the address of an e-mail log-in, or the
address a Singpass or Corppass user verified with a one-time code) or by its id. An address
that was only typed into a profile finds nothing.

Commands (the applicant is e-mailed about each):
  approve     SUBMITTED or DISABLED → ACTIVE
  reject      SUBMITTED → REJECTED
  more-info   SUBMITTED → MORE_INFO_NEEDED
  disable     ACTIVE → DISABLED

Options:
  -r, --reason <text>   Why; recorded with the change and quoted in the e-mail.
  -h, --help            This text.

It reads the server's configuration from the same environment variables (DATA_DIR,
DATABASE_URL, PORT, SMTP_URL, ...). With PostgreSQL (DATABASE_URL) it changes the database
itself. With the embedded PGlite database, which only one process may open: if the server is
running, the change is made by the server through a loopback-only admin route
(POST ${ADMIN_TRANSITION_PATH} on 127.0.0.1:PORT, with the token the server wrote
to DATA_DIR/admin-token at start); if it is not, the command opens the database itself.
It prints what it did, or the reason it could not (exit code 1).`;

export interface AccountsCliDependencies {
  env: NodeJS.ProcessEnv;
  cwd: string;
  out: (line: string) => void;
  err: (line: string) => void;
  /** Opens the configured database; tests hand in their own. */
  openDatabase?: (config: AppConfig) => Promise<DatabaseConnection>;
  /** Whoever runs the command, recorded as `cli:<user>`. */
  osUser?: string;
}

const DECISION_VERBS: Record<AccountCommand, string> = {
  approve: 'Approved',
  reject: 'Rejected',
  'more-info': 'Asked for more information from',
  disable: 'Disabled',
};

function parseCommand(args: readonly string[], osUser: string): AccountCommandRequest | 'help' {
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
  return { command, email, actor: `cli:${osUser}`, reason: values.reason ?? null };
}

async function runOnDatabase(
  config: AppConfig,
  connect: (config: AppConfig) => Promise<DatabaseConnection>,
  request: AccountCommandRequest,
): Promise<AccountCommandResult> {
  const connection = await connect(config);
  try {
    const accounts = createAccountRepository(connection.db);
    const accountStatus = createAccountStatusService({
      db: connection.db,
      accounts,
      // No job runner here: the server's mail sender finds the message on its next minute's run.
      mailer: createOutboxMailer(createOutboxRepository(connection.db), async () => {}),
      authorityName: config.portal.authorityName,
    });
    return await runAccountCommand(accounts, accountStatus, request);
  } finally {
    await connection.close();
  }
}

function describe(request: AccountCommandRequest, result: AccountCommandResult): string {
  const told = result.notified
    ? `; e-mailed ${result.notified}`
    : '; no proved e-mail address to tell';
  return `${DECISION_VERBS[request.command]} ${result.email}: ${result.from} → ${result.to}${told}.`;
}

/** Runs the command; resolves to the process exit code. */
export async function runAccountsCli(
  args: readonly string[],
  dependencies: AccountsCliDependencies,
): Promise<number> {
  const { env, cwd, out, err } = dependencies;
  const connect = dependencies.openDatabase ?? openConfiguredDatabase;
  try {
    const request = parseCommand(args, dependencies.osUser ?? userInfo().username);
    if (request === 'help') {
      out(ACCOUNTS_CLI_HELP);
      return 0;
    }
    const config = loadConfig(env, cwd);
    const result =
      (await askRunningServer(
        config,
        ADMIN_TRANSITION_PATH,
        request,
        adminTransitionResultSchema,
      )) ?? (await runOnDatabase(config, connect, request));
    out(describe(request, result));
    return 0;
  } catch (error) {
    return reportFailure(error, err, ACCOUNTS_CLI_HELP);
  }
}
