import { parseArgs } from 'node:util';
import { OFFICER_ROLES, type OfficerRole } from '@aviation-permits/domain/officer';
import { OFFICER_ADMIN_PATH } from '../modules/officer/officer-admin.routes.js';
import { createOfficerAuditRepository } from '../modules/officer/officer-audit.repository.js';
import {
  officerCommandRequestSchema,
  officerCommandResultSchema,
  runOfficerCommand,
  type OfficerCommandRequest,
  type OfficerCommandResult,
  type OfficerListing,
} from '../modules/officer/officer-commands.js';
import { createOfficerRepository } from '../modules/officer/officer.repository.js';
import { createOfficerSessionRepository } from '../platform/officer-sessions/officer-session.repository.js';
import {
  CliError,
  runOperatorCommand,
  type OperatorCommand,
  type OperatorCommandDependencies,
} from './operator-command.js';

// `npm run officers -- add|disable|enable|reset-totp|list`: the only way officers come to exist and
// change (OFF-1, OFF-6, OFF-9), as `npm run accounts` is for applicants' accounts
// (cli/accounts-cli.ts): on PostgreSQL it opens the database; on the embedded PGlite it asks the
// running server through its loopback admin route, or opens the database when no server runs.

export const OFFICERS_CLI_HELP = `Usage: npm run officers -- <command> [<email>] [options]

Commands:
  add EMAIL --role officer|supervisor [--name "<name or title>"]
              Creates an officer. At the first sign-in (/officer/login) they confirm
              an e-mail code, then set up an authenticator app.
  disable EMAIL      The officer can no longer sign in; their sessions end.
  enable EMAIL       A disabled officer may sign in again.
  reset-totp EMAIL   Clears the authenticator and recovery codes and ends the
                     officer's sessions; the next sign-in sets the app up again.
  list               Every officer: e-mail, role, status, authenticator, name.

Options:
  --role <role>   officer or supervisor (add).
  --name <text>   A name or title shown in the officer console (add).
  -h, --help      This text.

Each change is recorded in the officers' audit trail as done by cli:<your user name>.
It reads the server's configuration from the same environment variables (DATA_DIR,
DATABASE_URL, PORT, APP_SECRET, ...). With PostgreSQL (DATABASE_URL) it changes the
database itself. With the embedded PGlite database, which only one process may open: if the
server is running, the change is made by the server through a loopback-only admin route
(POST ${OFFICER_ADMIN_PATH} on 127.0.0.1:PORT, with the token the server wrote to
DATA_DIR/admin-token at start); if it is not, the command opens the database itself.
It prints what it did, or the reason it could not (exit code 1).`;

const isRole = (value: string): value is OfficerRole =>
  (OFFICER_ROLES as readonly string[]).includes(value);

function parseCommand(args: readonly string[], actor: string): OfficerCommandRequest | 'help' {
  const { values, positionals } = parseArgs({
    args: [...args],
    options: {
      role: { type: 'string' },
      name: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    allowPositionals: true,
  });
  if (values.help) return 'help';
  const [command, email, ...rest] = positionals;
  if (command === 'list') {
    if (email !== undefined) throw new CliError('list takes no e-mail address.');
    return { command };
  }
  if (email === undefined || rest.length > 0) {
    throw new CliError('Give exactly one e-mail address.');
  }
  switch (command) {
    case 'add': {
      const role = values.role ?? '';
      if (!isRole(role)) throw new CliError('Give the role: --role officer or --role supervisor.');
      const parsed = officerCommandRequestSchema.safeParse({
        command,
        email,
        role,
        displayName: values.name ?? '',
        actor,
      });
      if (!parsed.success) {
        throw new CliError(parsed.error.issues.map((issue) => issue.message).join(' '));
      }
      return parsed.data;
    }
    case 'disable':
    case 'enable':
    case 'reset-totp':
      return { command, email, actor };
    default:
      throw new CliError(
        `Unknown command ${command ?? '(none)'}: use add, disable, enable, reset-totp or list.`,
      );
  }
}

function lineOf(officer: OfficerListing): string {
  const authenticator = officer.enrolled ? 'authenticator set up' : 'authenticator not set up';
  const name = officer.displayName ? `  ${officer.displayName}` : '';
  return `${officer.email}  ${officer.role}  ${officer.status}  ${authenticator}${name}`;
}

function describe(request: OfficerCommandRequest, result: OfficerCommandResult): string[] {
  if (request.command === 'list') {
    return result.officers.length === 0 ? ['No officers yet.'] : result.officers.map(lineOf);
  }
  const [officer] = result.officers;
  if (officer === undefined) return [];
  const said = {
    add: `Added ${officer.email} as ${officer.role}; at the first sign-in they set up an authenticator app.`,
    disable: result.changed
      ? `Disabled ${officer.email}; their sessions ended.`
      : `${officer.email} was already disabled.`,
    enable: result.changed ? `Enabled ${officer.email}.` : `${officer.email} was already active.`,
    'reset-totp': `Reset the authenticator of ${officer.email}; their sessions ended, and the next sign-in sets it up again.`,
  };
  return [said[request.command]];
}

const officersCommand: OperatorCommand<OfficerCommandRequest, OfficerCommandResult> = {
  help: OFFICERS_CLI_HELP,
  parse: parseCommand,
  adminPath: OFFICER_ADMIN_PATH,
  resultSchema: officerCommandResultSchema,
  runOnDatabase: ({ db }, request, { now }) =>
    runOfficerCommand(
      {
        db,
        officers: createOfficerRepository(db),
        audit: createOfficerAuditRepository(db),
        officerSessions: createOfficerSessionRepository(db),
        now,
      },
      request,
    ),
  describe,
};

/** Runs the command; resolves to the process exit code. */
export function runOfficersCli(
  args: readonly string[],
  dependencies: OperatorCommandDependencies,
): Promise<number> {
  return runOperatorCommand(officersCommand, args, dependencies);
}
