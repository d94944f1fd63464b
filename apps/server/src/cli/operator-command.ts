import { errorEnvelopeSchema } from '@aviation-permits/domain';
import type { z } from 'zod';
import { readAdminToken } from '../admin-token-file.js';
import { ConfigError, type AppConfig } from '../config.js';
import { openDatabase, type DatabaseConnection } from '../db/database.js';
import { HttpError } from '../errors/http-error.js';

// What the operators' commands share (`npm run accounts`, `npm run officers`): with PostgreSQL
// (DATABASE_URL) a command opens the database; with the embedded PGlite, which one process only may
// open, it asks the running server through a loopback admin route with the token the server wrote
// to DATA_DIR/admin-token (http/loopback-admin.ts), or opens the database when no server answers.

/** A refusal the command prints as it is, with exit code 1. */
export class CliError extends Error {}

export type OpenConfiguredDatabase = (config: AppConfig) => Promise<DatabaseConnection>;

export const openConfiguredDatabase: OpenConfiguredDatabase = (config) =>
  openDatabase({ databaseUrl: config.databaseUrl, pgliteDataDir: config.pgliteDataDir });

/**
 * The running server's answer to the command, parsed with `resultSchema`, or undefined when the
 * command must open the database itself (PostgreSQL, or no server answers). A refusal is thrown
 * as a CliError with the envelope's detail.
 */
export async function askRunningServer<Result>(
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
export function reportFailure(error: unknown, err: (line: string) => void, help: string): 1 {
  if (error instanceof ConfigError) error.problems.forEach((problem) => err(problem));
  else if (error instanceof CliError || error instanceof HttpError) err(error.message);
  // parseArgs refuses an unknown option or a missing value.
  else if (error instanceof TypeError && 'code' in error) err(`${error.message}\n\n${help}`);
  else throw error;
  return 1;
}
