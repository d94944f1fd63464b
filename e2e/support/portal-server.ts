// Starts the portal exactly as the README does (`node apps/server/dist/server.js` from the repository
// root) on a free port with an empty data directory, and stops it with its whole process group.
// A portal stopped with its data kept can be started again on the same port and data.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { findFreePort } from './free-port.js';
import { LogTail } from './log-tail.js';
import { ARTIFACTS_DIR, BUILD_OUTPUTS, REPOSITORY_ROOT, SERVER_ENTRY } from './repository-paths.js';

const HEALTH_WAIT_MS = 60_000;
const HEALTH_POLL_MS = 250;
const STOP_GRACE_MS = 10_000;

export interface RunningPortal {
  baseUrl: string;
  /** The server's DATA_DIR: a command run against this portal (the accounts CLI) needs it. */
  dataDir: string;
  /** Stops the server; its data directory is removed unless `keepData`. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

export interface PortalServerOptions {
  /** Extra environment, e.g. a short IDLE_TIMEOUT_MS for the tests that wait for it. */
  env?: Record<string, string>;
  /** The log's file name in e2e/artifacts/, so two servers of one run keep separate logs. */
  logName?: string;
  /** The port and data of a portal stopped with `keepData`, to start it again on them. */
  restartOf?: { baseUrl: string; dataDir: string };
}

function assertPortalBuilt(): void {
  const missing = BUILD_OUTPUTS.filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `The portal is not built (missing ${missing.join(', ')}): run \`npm run build\` first, ` +
        'from the repository root.',
    );
  }
}

/**
 * A development-mode environment (NODE_ENV unset) with the embedded database in a fresh directory:
 * DATABASE_URL is dropped so a developer's own PostgreSQL never leaks into, or out of, a run.
 */
function serverEnvironment(
  port: number,
  dataDir: string,
  extra: Record<string, string>,
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...extra,
    PORT: String(port),
    DATA_DIR: dataDir,
  };
  delete env.NODE_ENV;
  delete env.DATABASE_URL;
  return env;
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    // Negative pid: the whole group, so helpers the server spawned (e.g. MockPass) stop too.
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

async function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return true;
  const exited = new Promise<true>((resolve) => child.once('exit', () => resolve(true)));
  return Promise.race([exited, sleep(ms, false)]);
}

async function isHealthy(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

async function waitUntilHealthy(child: ChildProcess, baseUrl: string, log: LogTail): Promise<void> {
  const deadline = Date.now() + HEALTH_WAIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The portal server exited during start-up (code ${child.exitCode}, signal ${child.signalCode}).\n` +
          `Last lines of its log:\n${log}`,
      );
    }
    if (await isHealthy(baseUrl)) return;
    await sleep(HEALTH_POLL_MS);
  }
  throw new Error(
    `The portal server did not answer 200 on ${baseUrl}/healthz within ${HEALTH_WAIT_MS / 1000} s.\n` +
      `Last lines of its log:\n${log}`,
  );
}

export async function startPortalServer(options: PortalServerOptions = {}): Promise<RunningPortal> {
  assertPortalBuilt();
  const port = options.restartOf
    ? Number(new URL(options.restartOf.baseUrl).port)
    : await findFreePort();
  const baseUrl = `http://localhost:${port}`;
  const dataDir =
    options.restartOf?.dataDir ?? (await mkdtemp(join(tmpdir(), 'aviation-permits-e2e-')));
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const logFile = createWriteStream(join(ARTIFACTS_DIR, options.logName ?? 'server.log'));
  const log = new LogTail(60);

  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPOSITORY_ROOT,
    env: serverEnvironment(port, dataDir, options.env ?? {}),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      log.append(chunk);
      logFile.write(chunk);
    });
  }
  // If the test runner itself dies, do not leave a server holding the port.
  const killOnExit = () => signalGroup(child, 'SIGKILL');
  process.once('exit', killOnExit);

  const stop = async ({ keepData = false } = {}) => {
    process.off('exit', killOnExit);
    signalGroup(child, 'SIGTERM');
    if (!(await waitForExit(child, STOP_GRACE_MS))) {
      signalGroup(child, 'SIGKILL');
      await waitForExit(child, STOP_GRACE_MS);
    }
    logFile.end();
    if (!keepData) await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilHealthy(child, baseUrl, log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, stop };
}
