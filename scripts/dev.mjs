// `npm run dev`: the API server (tsx watch, port 3000) and Vite (which proxies the API calls to it)
// together, in one terminal (OPS-10). Each runs in its own process group, so Ctrl-C or a SIGTERM
// stops both whole trees (npm, tsx, esbuild, Vite), and when either ends the other is stopped too.
import { spawn } from 'node:child_process';

const WORKSPACES = ['apps/server', 'apps/web'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const children = WORKSPACES.map((workspace) =>
  spawn(npm, ['run', 'dev', '-w', workspace], {
    stdio: 'inherit',
    // A process group of its own: a signal to -pid reaches everything the dev script started.
    detached: process.platform !== 'win32',
  }),
);

let stopping = false;
let exitCode = 0;

function stopAll(signal) {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      if (process.platform === 'win32') child.kill(signal);
      else process.kill(-child.pid, signal);
    } catch {
      // Already gone between the check and the signal.
    }
  }
}

function stop(signal, code) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  stopAll(signal);
  // A tree that ignores the polite signal is ended after a grace period.
  setTimeout(() => stopAll('SIGKILL'), 5_000).unref();
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => stop(signal, 0));
}

let running = children.length;
for (const [index, child] of children.entries()) {
  child.on('exit', (code, signal) => {
    running -= 1;
    if (!stopping) {
      console.error(
        `\n${WORKSPACES[index]} stopped (${signal ?? `exit code ${code}`}); stopping the other.`,
      );
      stop('SIGTERM', code ?? 1);
    }
    if (running === 0) process.exit(exitCode);
  });
}
