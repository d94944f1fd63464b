import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';

// The embedded default of Singpass, Corppass and MyInfo (OPS-3): @opengovsg/mockpass
// run as a child process on a local port, so both sign-ins work on a machine with no network.
// MockPass fetches the portal's JWKS to check client assertions and to encrypt ID tokens to it.

export interface MockPassOptions {
  /** Tried first; a free port is taken when it is busy. */
  preferredPort: number;
  /** The portal's /.well-known/jwks.json as MockPass can reach it. */
  portalJwksUrl: string;
  /** true: MockPass shows its profile picker (a person signing in); false: signs in at once. */
  showLoginPage: boolean;
  /** Receives MockPass's own diagnostics (its stderr), one line at a time. */
  onDiagnostic?: (line: string) => void;
}

export interface MockPassProcess {
  /** http://localhost:<port> */
  baseUrl: string;
  singpassIssuer: string;
  corppassIssuer: string;
  myinfoBaseUrl: string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 15_000;
const POLL_INTERVAL_MS = 100;

function listenOn(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, () => {
      const address = server.address();
      const chosen = typeof address === 'object' && address ? address.port : port;
      server.close(() => resolve(chosen));
    });
  });
}

/** The preferred port if nothing listens on it, else one the system hands out. */
export async function freePort(preferred = 0): Promise<number> {
  try {
    return await listenOn(preferred);
  } catch {
    return listenOn(0);
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function waitUntilServing(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`MockPass exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/singpass/v2/.well-known/openid-configuration`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
  throw new Error(`MockPass did not start within ${START_TIMEOUT_MS} ms`);
}

export async function startMockPass(options: MockPassOptions): Promise<MockPassProcess> {
  const port = await freePort(options.preferredPort);
  const entry = createRequire(import.meta.url).resolve('@opengovsg/mockpass/index.js');
  const child = spawn(process.execPath, [entry], {
    env: {
      PATH: process.env.PATH,
      MOCKPASS_PORT: String(port),
      SP_RP_JWKS_ENDPOINT: options.portalJwksUrl,
      CP_RP_JWKS_ENDPOINT: options.portalJwksUrl,
      SHOW_LOGIN_PAGE: String(options.showLoginPage),
    },
    // Its access log (stdout) is noise; its stderr explains refused requests.
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    for (const line of chunk.split('\n')) if (line.trim()) options.onDiagnostic?.(line);
  });
  // The child ends with this process, however it ends.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);

  const baseUrl = `http://localhost:${port}`;
  const stop = async () => {
    process.removeListener('exit', killOnExit);
    await stopChild(child);
  };
  try {
    await waitUntilServing(baseUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseUrl,
    singpassIssuer: `${baseUrl}/singpass/v2`,
    corppassIssuer: `${baseUrl}/corppass/v2`,
    myinfoBaseUrl: `${baseUrl}/myinfo/v3`,
    stop,
  };
}
