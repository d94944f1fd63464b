import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

// The suite drives `npm run stack` (scripts/stack/stack.sh) as an operator would: start it, stop
// one part and start it again, run an operator's command, read its pid files to kill an
// instance the hard way. Its addresses are the script's defaults (docs/deploy.md).

const run = promisify(execFile);

const REPOSITORY_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const STACK_SCRIPT = path.join(REPOSITORY_ROOT, 'scripts/stack/stack.sh');
export const STACK_DIR = path.join(REPOSITORY_ROOT, '.stack');

export const STACK = {
  /** nginx, where every applicant's call goes. */
  url: `http://127.0.0.1:${process.env.STACK_NGINX_PORT ?? '8080'}`,
  instancePorts: [3101, 3102] as const,
  databaseUrl: 'postgres://postgres@127.0.0.1:5442/portal_stack',
  redisPort: 6391,
  /** The SMTP sink's mailbox: one JSON line per message it accepted. */
  mailboxFile: path.join(STACK_DIR, 'mailbox.jsonl'),
  /** The instances' shared DATA_DIR; documents are under files/. */
  dataDir: path.join(STACK_DIR, 'data'),
  accessLog: path.join(STACK_DIR, 'logs/access.log'),
} as const;

/** A part `npm run stack -- stop <part>` stops and `start` brings back. */
export type StackPart =
  'nginx' | 'portal-3101' | 'portal-3102' | 'postgres' | 'redis' | 'smtp-sink';

const START_TIMEOUT_MS = 5 * 60 * 1000;
const COMMAND_TIMEOUT_MS = 60 * 1000;

export interface StackControl {
  /** Starts the stack, or whatever part of it is not running. */
  start(): Promise<void>;
  stop(): Promise<void>;
  stopPart(part: StackPart): Promise<void>;
  /** SIGKILL, as a crash: no shutdown, no goodbye to nginx. */
  kill(part: StackPart): Promise<number>;
  pidOf(part: StackPart): Promise<number | undefined>;
  /** `npm run stack -- officers|accounts <args>`: what it printed. */
  operator(command: 'officers' | 'accounts', args: readonly string[]): Promise<string>;
}

async function stackScript(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  timeout: number,
): Promise<string> {
  try {
    const { stdout } = await run('bash', [STACK_SCRIPT, ...args], {
      cwd: REPOSITORY_ROOT,
      env,
      timeout,
      maxBuffer: 16 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(
      `npm run stack -- ${args.join(' ')} failed: ${failure.message}\n${failure.stdout ?? ''}${failure.stderr ?? ''}`,
      { cause: error },
    );
  }
}

/** Which parts run now (`npm run stack -- status`). */
export async function runningParts(): Promise<string[]> {
  const status = await stackScript(['status'], process.env, COMMAND_TIMEOUT_MS);
  return status
    .split('\n')
    .filter((line) => / running /.test(line))
    .map((line) => line.split(/\s+/)[0] ?? '');
}

/** The build the stack serves: the suite builds nothing itself. */
export function missingBuild(): string[] {
  return ['apps/server/dist/server.js', 'apps/web/dist/index.html'].filter(
    (file) => !existsSync(path.join(REPOSITORY_ROOT, file)),
  );
}

/** `extraEnv`: what the stack passes on to its instances (the payment gateway's stand-in). */
export function stackControl(extraEnv: Record<string, string>): StackControl {
  const env = { ...process.env, ...extraEnv };
  const pidOf = async (part: StackPart) => {
    const text = await readFile(path.join(STACK_DIR, 'run', `${part}.pid`), 'utf8').catch(() => '');
    const pid = Number(text.trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  };
  return {
    start: async () => {
      await stackScript(['start'], env, START_TIMEOUT_MS);
    },
    stop: async () => {
      await stackScript(['stop'], env, START_TIMEOUT_MS);
    },
    stopPart: async (part) => {
      await stackScript(['stop', part], env, COMMAND_TIMEOUT_MS);
    },
    pidOf,
    async kill(part) {
      const pid = await pidOf(part);
      if (pid === undefined) throw new Error(`${part} has no pid file: is the stack running?`);
      process.kill(pid, 'SIGKILL');
      return pid;
    },
    operator: (command, args) => stackScript([command, ...args], env, COMMAND_TIMEOUT_MS),
  };
}
