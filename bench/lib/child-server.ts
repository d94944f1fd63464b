// Starts a server as a child process in its own process group, waits until it answers, and
// registers its stop (the whole group, so helpers it spawned stop too).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { onCleanup } from './cleanup.js';

const READY_WAIT_MS = 60_000;
const READY_POLL_MS = 250;
const STOP_GRACE_MS = 5_000;
const LOG_LINES_KEPT = 40;

/** A port nobody listens on, from the operating system. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error('No free port'))));
    });
  });
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || exited(child)) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  signalGroup(child, 'SIGTERM');
  const deadline = Date.now() + STOP_GRACE_MS;
  while (!exited(child) && Date.now() < deadline) await sleep(100);
  signalGroup(child, 'SIGKILL');
}

export interface ChildServerOptions {
  name: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** The URL that answers 200 once the server is ready. */
  readyUrl: string;
}

export async function startChildServer(options: ChildServerOptions): Promise<void> {
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  onCleanup(options.name, () => stopChild(child));
  const lastLines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (text: string) => {
      lastLines.push(...text.split('\n').filter(Boolean));
      lastLines.splice(0, Math.max(0, lastLines.length - LOG_LINES_KEPT));
    });
  }
  const deadline = Date.now() + READY_WAIT_MS;
  while (Date.now() < deadline) {
    if (exited(child)) break;
    try {
      const response = await fetch(options.readyUrl, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(READY_POLL_MS);
  }
  throw new Error(
    `${options.name} did not answer ${options.readyUrl} (exit code ${child.exitCode}).\n` +
      lastLines.join('\n'),
  );
}
