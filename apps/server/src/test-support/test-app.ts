import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_PATHS, REQUEST_HEADERS } from '@aviation-permits/domain/http';
import { portalConfigSchema } from '@aviation-permits/domain/portal-config';
import { buildApp, type AppDependencies } from '../app.js';
import type { Database } from '../db/database.js';
import { probeRoutes } from './probe-routes.js';
import { openTestDatabase } from './test-database.js';
import { testConfig } from './test-config.js';

// Builds the real app in-process, on a database of its own, with the probe routes added.

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

export interface TestAppHandle {
  app: TestApp;
  /** The app's database, for tests that look behind the HTTP answers. */
  db: Database;
  close(): Promise<void>;
}

export async function startTestApp(
  overrides: Partial<AppDependencies> = {},
): Promise<TestAppHandle> {
  const database = await openTestDatabase();
  const app = await buildApp({
    config: testConfig(),
    extraServiceRoutes: probeRoutes,
    ...overrides,
    db: database.db,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Another instance of the app on a database already open: a second portal instance beside the
 * first, or the first restarted. Its caller closes it, and then the database.
 */
export async function startTestAppOn(
  db: Database,
  overrides: Partial<AppDependencies> = {},
): Promise<TestApp> {
  const app = await buildApp({
    config: testConfig(),
    extraServiceRoutes: probeRoutes,
    ...overrides,
    db,
  });
  await app.ready();
  return app;
}

export interface TestAppWithFiles extends TestAppHandle {
  /** The app's DATA_DIR, where it keeps uploaded files; removed on close. */
  dataDir: string;
}

/** The app with a files directory of its own (a temporary DATA_DIR named after the suite). */
export async function startTestAppWithFiles(
  name: string,
  environment: Record<string, string> = {},
): Promise<TestAppWithFiles> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `${name}-`));
  const started = await startTestApp({ config: testConfig({ DATA_DIR: dataDir, ...environment }) });
  return {
    ...started,
    dataDir,
    async close() {
      await started.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A token as the browser has it: from the page's settings (here their development route). */
export async function accessContentToken(app: TestApp): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/dev/portal-config' });
  return portalConfigSchema.parse(response.json()).accessContent;
}

export interface CsrfCredentials {
  cookies: Record<string, string>;
  headers: Record<string, string>;
}

/**
 * The secret cookie and token a browser holds after GET /login-service/csrf-token. The token is
 * bound to the session of the cookies sent (SEC-4): after a sign-in, ask again with the session
 * cookie, as the web pipeline does.
 */
export async function csrfCredentials(
  app: TestApp,
  accessToken: string,
  cookies: Record<string, string> = {},
): Promise<CsrfCredentials> {
  const response = await app.inject({
    method: 'GET',
    url: API_PATHS.csrfToken,
    cookies,
    headers: { [REQUEST_HEADERS.accessContent]: accessToken },
  });
  const { csrfToken } = response.json<{ csrfToken: string }>();
  return {
    cookies: {
      ...cookies,
      ...Object.fromEntries(response.cookies.map(({ name, value }) => [name, value])),
    },
    headers: {
      [REQUEST_HEADERS.accessContent]: accessToken,
      [REQUEST_HEADERS.csrfToken]: csrfToken,
    },
  };
}
