import { userInfo } from 'node:os';
import { errorEnvelopeSchema } from '@aviation-permits/domain/http';
import type { z } from 'zod';
import { readAdminToken } from './admin-token-file.js';
import { ConfigError, loadConfig, type AppConfig } from '../config/config.js';
import { openDatabase, type DatabaseConnection } from '../db/database.js';
import { HttpError } from '../errors/http-error.js';

// What the operators' commands share (`npm run accounts`, `npm run officers`, `npm run outbox`):
// one runner that parses, loads the configuration, asks the server or opens the database, prints
// and answers the exit code; each command brings its own words and work. With PostgreSQL
// (DATABASE_URL) a command opens the database; with the embedded PGlite, which one process only may
// open, it asks the running server through a loopback admin route with the token the server wrote
// to DATA_DIR/admin-token (http/loopback-admin.ts), or opens the database when no server answers.

/** A refusal the command prints as it is, with exit code 1. */
export class CliError extends Error {}

type OpenConfiguredDatabase = (config: AppConfig) => Promise<DatabaseConnection>;

const openConfiguredDatabase: OpenConfiguredDatabase = (config) =>
  openDatabase({ databaseUrl: config.databaseUrl, pgliteDataDir: config.pgliteDataDir });

export interface OperatorCommandDependencies {
  env: NodeJS.ProcessEnv;
  cwd: string;
  out: (line: string) => void;
  err: (line: string) => void;
  /** Opens the configured database; tests hand in their own. */
  openDatabase?: OpenConfiguredDatabase;
  /** Whoever runs the command, recorded as `cli:<user>`. */
  osUser?: string;
  now?: () => Date;
}

/** What makes one operator command: its help, its arguments, its work and its words. */
export interface OperatorCommand<Request, Result> {
  help: string;
  /** The request the arguments ask for, or 'help'; a refusal is thrown as a CliError. */
  parse: (args: readonly string[], actor: string) => Request | 'help';
  /** The running server's loopback admin route that does the same work. */
  adminPath: string;
  resultSchema: z.ZodType<Result>;
  /** The work on an open database (closed by the runner afterwards). */
  runOnDatabase: (
    connection: DatabaseConnection,
    request: Request,
    context: { config: AppConfig; now: () => Date },
  ) => Promise<Result>;
  /** The lines printed for the result. */
  describe: (request: Request, result: Result) => string[];
}

/**
 * The running server's answer to the command, parsed with `resultSchema`, or undefined when the
 * command must open the database itself (PostgreSQL, or no server answers). A refusal is thrown
 * as a CliError with the envelope's detail.
 */
async function askRunningServer<Result>(
  config: AppConfig,
  path: string,
  body: unknown,
  resultSchema: z.ZodType<Result>,
): Promise<Result | undefined> {
  if (config.databaseUrl !== undefined) return undefined;
  const token = await readAdminToken(config.adminTokenFile);
  if (token === undefined) return undefined;
  let status: number;
  let answer: unknown;
  try {
    const response = await fetch(`http://127.0.0.1:${config.port}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    status = response.status;
    answer = await response.json();
  } catch {
    // Nothing listens: a token file left by a server that did not shut down cleanly.
    return undefined;
  }
  if (status === 200) return resultSchema.parse(answer);
  const envelope = errorEnvelopeSchema.safeParse(answer);
  throw new CliError(
    envelope.success
      ? (envelope.data.detail ?? envelope.data.errorCodes)
      : `The server answered ${status}.`,
  );
}

/** Prints why a command failed and answers exit code 1; anything unexpected is rethrown. */
function reportFailure(error: unknown, err: (line: string) => void, help: string): 1 {
  if (error instanceof ConfigError) error.problems.forEach((problem) => err(problem));
  else if (error instanceof CliError || error instanceof HttpError) err(error.message);
  // parseArgs refuses an unknown option or a missing value.
  else if (error instanceof TypeError && 'code' in error) err(`${error.message}\n\n${help}`);
  else throw error;
  return 1;
}

/** Runs an operator command; resolves to the process exit code. */
export async function runOperatorCommand<Request, Result>(
  command: OperatorCommand<Request, Result>,
  args: readonly string[],
  dependencies: OperatorCommandDependencies,
): Promise<number> {
  const { env, cwd, out, err } = dependencies;
  try {
    const request = command.parse(args, `cli:${dependencies.osUser ?? userInfo().username}`);
    if (request === 'help') {
      out(command.help);
      return 0;
    }
    const config = loadConfig(env, cwd);
    const result =
      (await askRunningServer(config, command.adminPath, request, command.resultSchema)) ??
      (await runOnOpenedDatabase(command, config, request, dependencies));
    command.describe(request, result).forEach((line) => out(line));
    return 0;
  } catch (error) {
    return reportFailure(error, err, command.help);
  }
}

async function runOnOpenedDatabase<Request, Result>(
  command: OperatorCommand<Request, Result>,
  config: AppConfig,
  request: Request,
  dependencies: OperatorCommandDependencies,
): Promise<Result> {
  const connection = await (dependencies.openDatabase ?? openConfiguredDatabase)(config);
  try {
    return await command.runOnDatabase(connection, request, {
      config,
      now: dependencies.now ?? (() => new Date()),
    });
  } finally {
    await connection.close();
  }
}
