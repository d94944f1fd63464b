import { parseArgs } from 'node:util';
import { formatSingaporeDateTime } from '@aviation-permits/domain/validation';
import {
  OUTBOX_MESSAGE_STATUS_LABELS,
  type OutboxMessageView,
} from '@aviation-permits/domain/officer';
import { createOutboxMailer } from '../adapters/mail/outbox-mailer.js';
import { createOutboxRepository } from '../adapters/mail/outbox.repository.js';
import { OUTBOX_ADMIN_PATH } from '../modules/lifecycle/outbox-admin.routes.js';
import {
  outboxCommandResultSchema,
  runOutboxCommand,
  type OutboxCommandRequest,
  type OutboxCommandResult,
} from '../modules/lifecycle/outbox-commands.js';
import { createOutboxMessages } from '../modules/lifecycle/outbox-messages.js';
import { createOfficerAuditRepository } from '../modules/officer/officer-audit.repository.js';
import {
  CliError,
  runOperatorCommand,
  type OperatorCommand,
  type OperatorCommandDependencies,
} from './operator-command.js';

// `npm run outbox -- list [--failed]` and `npm run outbox -- resend ID` (LIFE-18): an operator sees
// the mail outbox and sends a message again, as a supervisor does on the console's Jobs page
// (LIFE-17), recorded in the officers' audit trail as done by cli:<user>. It prints no address and
// no body: a message is its number, status, times and subject.

export const OUTBOX_CLI_HELP = `Usage: npm run outbox -- <command> [options]

Commands:
  list [--failed]   The last 50 messages of the mail outbox, newest first: number,
                    status, when written, attempts, subject, and why the last
                    attempt failed. --failed lists only those the sender gave up.
  resend ID         Queues message ID (a number from the list) again as a new
                    message; the sender sends it within a minute. A message still
                    waiting to be sent cannot be queued again.

Options:
  --failed        Only the failed messages (list).
  -h, --help      This text.

Each re-send is recorded in the officers' audit trail as done by cli:<your user name>.
It reads the server's configuration from the same environment variables (DATA_DIR,
DATABASE_URL, PORT, ...). With PostgreSQL (DATABASE_URL) it uses the database itself.
With the embedded PGlite database, which only one process may open: if the server is
running, it asks the server through a loopback-only admin route (POST ${OUTBOX_ADMIN_PATH}
on 127.0.0.1:PORT, with the token the server wrote to DATA_DIR/admin-token at start); if
it is not, the command opens the database itself.
It prints what it did, or the reason it could not (exit code 1).`;

function parseCommand(args: readonly string[], actor: string): OutboxCommandRequest | 'help' {
  const { values, positionals } = parseArgs({
    args: [...args],
    options: { failed: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  });
  if (values.help) return 'help';
  const [command, id, ...rest] = positionals;
  if (command === 'list') {
    if (id !== undefined) throw new CliError('list takes no message number.');
    return { command, failedOnly: values.failed ?? false };
  }
  if (command !== 'resend') {
    throw new CliError(`Unknown command ${command ?? '(none)'}: use list or resend.`);
  }
  if (values.failed) throw new CliError('--failed goes with list.');
  const number = Number(id);
  const isNumber = /^\d+$/.test(id ?? '') && Number.isSafeInteger(number) && number > 0;
  if (!isNumber || rest.length > 0) {
    throw new CliError('Give exactly one message number, as list shows it.');
  }
  return { command, id: number, actor };
}

function lineOf(message: OutboxMessageView): string {
  const attempts = `${message.attempts} ${message.attempts === 1 ? 'attempt' : 'attempts'}`;
  const written = formatSingaporeDateTime(Date.parse(message.writtenAt));
  const why = message.lastError === null ? '' : `  (${message.lastError})`;
  const status = OUTBOX_MESSAGE_STATUS_LABELS[message.status];
  return `${message.id}  ${status}  ${written}  ${attempts}  ${message.subject}${why}`;
}

function describe(request: OutboxCommandRequest, result: OutboxCommandResult): string[] {
  if (request.command === 'resend') {
    return [
      `Queued message ${request.id} again as a new message; the sender sends it within a minute.`,
    ];
  }
  if (result.messages.length === 0) {
    return [request.failedOnly ? 'No failed messages.' : 'No messages yet.'];
  }
  return ['Newest first; times are Singapore time.', ...result.messages.map(lineOf)];
}

const outboxCommand: OperatorCommand<OutboxCommandRequest, OutboxCommandResult> = {
  help: OUTBOX_CLI_HELP,
  parse: parseCommand,
  adminPath: OUTBOX_ADMIN_PATH,
  resultSchema: outboxCommandResultSchema,
  runOnDatabase: ({ db }, request, { now }) => {
    const outbox = createOutboxRepository(db);
    // No job runner here: the server's mail sender finds the message on its next minute's run.
    const mailer = createOutboxMailer(outbox, async () => {});
    const audit = createOfficerAuditRepository(db);
    return runOutboxCommand(
      createOutboxMessages({ db, outbox, mailer, now }),
      request,
      (entry, tx) => audit.append(entry, tx),
    );
  },
  describe,
};

/** Runs the command; resolves to the process exit code. */
export function runOutboxCli(
  args: readonly string[],
  dependencies: OperatorCommandDependencies,
): Promise<number> {
  return runOperatorCommand(outboxCommand, args, dependencies);
}
