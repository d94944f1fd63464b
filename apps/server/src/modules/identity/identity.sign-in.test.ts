import {
  API_PATHS,
  REDIRECT_PATHS,
  REQUEST_HEADERS,
  portalConfigSchema,
  userSessionSchema,
} from '@aviation-permits/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startPortalWithMockPass,
  type PortalWithMockPass,
} from '../../test-support/portal-with-mockpass.js';
import { CookieBrowser } from '../../test-support/cookie-browser.js';

// The whole portal as `npm start` runs it on a developer's machine, with MockPass for Singpass and
// Corppass: after the round trip the browser holds a session whose status call reports a
// Singpass/Corppass login (spcpLogin).

let portal: PortalWithMockPass;
let baseUrl: string;

beforeAll(async () => {
  portal = await startPortalWithMockPass();
  baseUrl = portal.baseUrl;
});

afterAll(() => portal?.close());

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
