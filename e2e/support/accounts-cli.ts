// ACC-43: until the officer console exists, `npm run accounts -- approve|reject|more-info|disable
// EMAIL` decides an account's status. The suite runs the built command, as an operator would,
// against the data of the portal under test; on the stack, as its operator does, through
// `npm run stack -- accounts|officers` (OPS-62), which gives it the instances' settings.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { REPOSITORY_ROOT } from './repository-paths.js';
import { STACK_SCRIPT, isStackPortal } from './stack-under-test.js';

const run = promisify(execFile);

/** The operators' commands, by their names in `npm run <name>` and `npm run stack -- <name>`. */
type PortalCommand = 'accounts' | 'officers';

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
  return runPortalCommand(portal, 'accounts', [decision, email]);
}

/** The program and arguments that run `command` on the portal under test, and its environment. */
function invocation(
  portal: PortalUnderTest,
  command: PortalCommand,
  commandArgs: readonly string[],
): { file: string; args: string[]; env: NodeJS.ProcessEnv } {
  if (isStackPortal(portal.baseUrl)) {
    return { file: 'bash', args: [STACK_SCRIPT, command, ...commandArgs], env: process.env };
  }
  return {
    file: process.execPath,
    args: [`apps/server/dist/${command}-cli.js`, ...commandArgs],
    env: commandEnvironment(portal),
  };
}

/**
 * Runs one of the built operators' commands (`dist/accounts-cli.js`, `dist/officers-cli.js`) on
 * the portal under test; a non-zero exit fails the test with everything the command printed.
 */
export async function runPortalCommand(
  portal: PortalUnderTest,
  command: PortalCommand,
  commandArgs: readonly string[],
): Promise<string> {
  const { file, args, env } = invocation(portal, command, commandArgs);
  try {
    const { stdout } = await run(file, args, { cwd: REPOSITORY_ROOT, env, timeout: 60_000 });
    return stdout;
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(
      `\`${file} ${args.join(' ')}\` failed: ${failure.message}\n${failure.stdout ?? ''}\n${failure.stderr ?? ''}`,
      { cause: error },
    );
  }
}
