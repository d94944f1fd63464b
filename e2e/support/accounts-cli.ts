// ACC-43: until the officer console exists, `npm run accounts -- approve|reject|more-info|disable
// EMAIL` decides an account's status. The suite runs the built command, as an operator would,
// against the data of the portal under test.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { REPOSITORY_ROOT } from './repository-paths.js';

const run = promisify(execFile);

const ACCOUNTS_CLI_ENTRY = 'apps/server/dist/accounts-cli.js';

export type AccountDecision = 'approve' | 'reject' | 'more-info' | 'disable';

export interface PortalUnderTest {
  baseUrl: string;
  dataDir: string;
}

/** The portal's own environment (its DATA_DIR and PORT), so the command acts on that portal. */
function commandEnvironment(portal: PortalUnderTest): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: portal.dataDir,
    PORT: new URL(portal.baseUrl).port,
  };
  delete env.NODE_ENV;
  delete env.DATABASE_URL;
  return env;
}

/** `npm run accounts -- DECISION EMAIL` on the portal under test. */
export async function decideAccount(
  portal: PortalUnderTest,
  decision: AccountDecision,
  email: string,
): Promise<string> {
  return runPortalCommand(portal, ACCOUNTS_CLI_ENTRY, [decision, email]);
}

/**
 * Runs one of the built operators' commands (`dist/accounts-cli.js`, `dist/officers-cli.js`) on
 * the portal under test; a non-zero exit fails the test with everything the command printed.
 */
export async function runPortalCommand(
  portal: PortalUnderTest,
  entry: string,
  commandArgs: readonly string[],
): Promise<string> {
  const args = [entry, ...commandArgs];
  try {
    const { stdout } = await run(process.execPath, args, {
      cwd: REPOSITORY_ROOT,
      env: commandEnvironment(portal),
      timeout: 60_000,
    });
    return stdout;
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(
      `\`node ${args.join(' ')}\` failed: ${failure.message}\n${failure.stdout ?? ''}\n${failure.stderr ?? ''}`,
      { cause: error },
    );
  }
}
