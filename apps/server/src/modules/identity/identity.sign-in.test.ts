import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  API_PATHS,
  JWKS_PATH,
  REDIRECT_PATHS,
  REQUEST_HEADERS,
  portalConfigSchema,
  userSessionSchema,
} from '@aviation-permits/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { startMockPass, type MockPassProcess } from '../../adapters/identity/mockpass-process.js';
import type { DatabaseConnection } from '../../db/database.js';
import { CookieBrowser } from '../../test-support/cookie-browser.js';
import { openTestDatabase } from '../../test-support/test-database.js';
import { testConfig } from '../../test-support/test-config.js';
import { reservePortalPort } from './identity.test-portal.js';

// The whole portal as `npm start` runs it on a developer's machine, with MockPass for Singpass and
// Corppass: after the round trip the browser holds a session whose status call reports a
// Singpass/Corppass login (spcpLogin).

let mockPass: MockPassProcess;
let database: DatabaseConnection;
let app: Awaited<ReturnType<typeof buildApp>>;
let baseUrl: string;
let dataDirectory: string;

beforeAll(async () => {
  const reserved = await reservePortalPort();
  baseUrl = reserved.baseUrl;
  mockPass = await startMockPass({
    preferredPort: 0,
    portalJwksUrl: `${baseUrl}${JWKS_PATH}`,
    showLoginPage: false,
  });
  dataDirectory = await mkdtemp(path.join(tmpdir(), 'portal-data-'));
  database = await openTestDatabase();
  app = await buildApp({
    config: testConfig({
      NODE_ENV: 'development',
      PORT: String(reserved.port),
      DATA_DIR: dataDirectory,
      SINGPASS_ISSUER: mockPass.singpassIssuer,
      CORPPASS_ISSUER: mockPass.corppassIssuer,
    }),
    db: database.db,
  });
  await app.listen({ port: reserved.port, host: 'localhost' });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await mockPass?.stop();
  await rm(dataDirectory, { recursive: true, force: true });
});

async function statusOf(browser: CookieBrowser) {
  const settings = await browser.get(`${baseUrl}/dev/portal-config`);
  const { accessContent } = portalConfigSchema.parse(await settings.response.json());
  const status = await browser.get(`${baseUrl}${API_PATHS.status}`, {
    [REQUEST_HEADERS.accessContent]: accessContent,
  });
  return userSessionSchema.parse(await status.response.json());
}

async function signInThrough(browser: CookieBrowser, startPath: string) {
  const start = await browser.get(`${baseUrl}${startPath}`);
  const atProvider = await browser.get(start.location!, { 'X-Show-Login-Page': 'false' });
  return browser.get(atProvider.location!);
}

describe.each([
  ['Singpass', REDIRECT_PATHS.singpassAuthorize],
  ['Corppass', REDIRECT_PATHS.corppassAuthRedirect],
])('%s sign-in on the running portal', (_provider, startPath) => {
  it('starts a session that reports a Singpass/Corppass login', async () => {
    const browser = new CookieBrowser();
    expect((await statusOf(browser)).userSessionValid).toBe(false);

    const back = await signInThrough(browser, startPath);

    expect(back.location).toBe(`${baseUrl}/`);
    expect(await statusOf(browser)).toMatchObject({
      userSessionValid: true,
      spcpLogin: true,
      status: 'PENDING_REGISTRATION',
    });
  });
});
