import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JWKS_PATH } from '@aviation-permits/domain/identity';
import { REQUEST_HEADERS } from '@aviation-permits/domain/http';
import { portalConfigSchema } from '@aviation-permits/domain/portal-config';
import { buildApp } from '../app.js';
import { startMockPass, type MockPassProcess } from '../adapters/identity/mockpass-process.js';
import type { Database } from '../db/database.js';
import type { CookieBrowser, Hop } from './cookie-browser.js';
import { reservePortalPort } from './identity-test-portal.js';
import { openTestDatabase } from './test-database.js';
import { testConfig } from './test-config.js';

// Only for tests: the whole portal as `npm start` runs it on a developer's machine, listening on
// a real port, with MockPass in a child process for Singpass, Corppass and MyInfo.

export interface PortalWithMockPass {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: Database;
  baseUrl: string;
  mockPass: MockPassProcess;
  close(): Promise<void>;
}

export async function startPortalWithMockPass(): Promise<PortalWithMockPass> {
  // MockPass must know the portal's JWKS address before the portal exists: reserve the port first.
  const reserved = await reservePortalPort();
  const mockPass = await startMockPass({
    preferredPort: 0,
    portalJwksUrl: `${reserved.baseUrl}${JWKS_PATH}`,
    showLoginPage: false,
  });
  const dataDirectory = await mkdtemp(path.join(tmpdir(), 'portal-mockpass-'));
  const database = await openTestDatabase();
  const app = await buildApp({
    config: testConfig({
      NODE_ENV: 'development',
      PORT: String(reserved.port),
      DATA_DIR: dataDirectory,
      SINGPASS_ISSUER: mockPass.singpassIssuer,
      CORPPASS_ISSUER: mockPass.corppassIssuer,
      MYINFO_BASE_URL: mockPass.myinfoBaseUrl,
    }),
    db: database.db,
  });
  await app.listen({ port: reserved.port, host: 'localhost' });
  return {
    app,
    db: database.db,
    baseUrl: reserved.baseUrl,
    mockPass,
    async close() {
      await app.close();
      await database.close();
      await mockPass.stop();
      await rm(dataDirectory, { recursive: true, force: true });
    },
  };
}

/**
 * A sign-in's round trip through MockPass: the portal's redirect, MockPass's login (silent, or as
 * the person `providerHeaders` name) and the callback. Answers the last hop, back at the portal.
 */
export async function signInThroughMockPass(
  browser: CookieBrowser,
  portal: PortalWithMockPass,
  startPath: string,
  providerHeaders: Record<string, string> = { 'X-Show-Login-Page': 'false' },
): Promise<Hop> {
  const start = await browser.get(`${portal.baseUrl}${startPath}`);
  const atProvider = await browser.get(start.location!, providerHeaders);
  return browser.get(atProvider.location!);
}

/** A service call's answer, with the access-content token the page's settings give the browser. */
export async function serviceGet(
  browser: CookieBrowser,
  portal: PortalWithMockPass,
  servicePath: string,
): Promise<unknown> {
  const settings = await browser.get(`${portal.baseUrl}/dev/portal-config`);
  const { accessContent } = portalConfigSchema.parse(await settings.response.json());
  const answer = await browser.get(`${portal.baseUrl}${servicePath}`, {
    [REQUEST_HEADERS.accessContent]: accessContent,
  });
  return answer.response.json();
}
