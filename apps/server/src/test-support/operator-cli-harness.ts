import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { AppDependencies } from '../app.js';
import { removeAdminToken, writeAdminToken } from '../cli/admin-token-file.js';
import type { OperatorCommandDependencies } from '../cli/operator-command.js';
import type { Database } from '../db/database.js';
import { startTestApp, type TestApp, type TestAppHandle } from './test-app.js';

// What the tests of the operators' commands (npm run accounts, officers, outbox) share: a data
// directory, a test app whose database the command opens when no server runs, what the command
// printed, and a second app listening on loopback with the admin token, for the running-server case.

type OperatorCli = (
  args: readonly string[],
  dependencies: OperatorCommandDependencies,
) => Promise<number>;

export interface OperatorCliHarness {
  /** The command's DATA_DIR (and working directory), made for the file and removed after it. */
  readonly dataDir: string;
  /** The app whose database the command opens when no server runs. */
  readonly server: TestAppHandle;
  /** What the command printed during the current test. */
  readonly lines: { out: string[]; err: string[] };
  /** How many times the command opened its database during the current test. */
  readonly databaseOpenings: number;
  /** Runs the command as the operator `osUser`; answers its exit code. */
  cli(args: string[], env?: Record<string, string>): Promise<number>;
}

/** Registers the file's hooks; the harness is usable inside tests. */
export function operatorCliHarness(
  run: OperatorCli,
  options: { name: string; osUser: string; app: Partial<AppDependencies> },
): OperatorCliHarness {
  let dataDir = '';
  let server: TestAppHandle | undefined;
  let databaseOpenings = 0;
  const lines = { out: [] as string[], err: [] as string[] };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), `${options.name}-`));
    server = await startTestApp(options.app);
  });
  afterAll(async () => {
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    lines.out = [];
    lines.err = [];
    databaseOpenings = 0;
  });

  const started = () => {
    if (!server) throw new Error('The harness is used inside tests only.');
    return server;
  };
  return {
    get dataDir() {
      return dataDir;
    },
    get server() {
      return started();
    },
    lines,
    get databaseOpenings() {
      return databaseOpenings;
    },
    cli: (args, env = {}) =>
      run(args, {
        env: { NODE_ENV: 'test', DATA_DIR: dataDir, ...env },
        cwd: dataDir,
        out: (line) => lines.out.push(line),
        err: (line) => lines.err.push(line),
        // No server is running: the command opens "the" database, here the test app's.
        openDatabase: async () => {
          databaseOpenings += 1;
          return { db: started().db, engine: 'pglite', close: async () => {} };
        },
        osUser: options.osUser,
      }),
  };
}

export interface RunningServer {
  /** The app listening on loopback, with the admin token written in the data directory. */
  readonly app: TestApp;
  /** Its database, which the command reaches only through the app. */
  readonly db: Database;
  /** Its port, as the PORT the command is given. */
  readonly port: string;
  readonly tokenFile: string;
}

/** Registers the enclosing describe's hooks: a second app that listens, as `npm start` would. */
export function runningServerWithAdminToken(
  harness: OperatorCliHarness,
  app: Partial<AppDependencies>,
): RunningServer {
  let running: TestAppHandle | undefined;
  let port = '';
  const tokenFile = () => path.join(harness.dataDir, 'admin-token');

  beforeAll(async () => {
    const adminToken = await writeAdminToken(tokenFile());
    running = await startTestApp({ ...app, adminToken });
    await running.app.listen({ host: '127.0.0.1', port: 0 });
    const address = running.app.server.address();
    port = typeof address === 'object' && address ? String(address.port) : '';
  });
  afterAll(async () => {
    await running?.close();
    await removeAdminToken(tokenFile());
  });

  const listening = () => {
    if (!running) throw new Error('The running server is used inside tests only.');
    return running;
  };
  return {
    get app() {
      return listening().app;
    },
    get db() {
      return listening().db;
    },
    get port() {
      return port;
    },
    get tokenFile() {
      return tokenFile();
    },
  };
}
