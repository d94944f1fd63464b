import { API_PATHS, REDIRECT_PATHS } from '@aviation-permits/domain/http';
import { userSessionSchema } from '@aviation-permits/domain/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  serviceGet,
  signInThroughMockPass,
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
  return userSessionSchema.parse(await serviceGet(browser, portal, API_PATHS.status));
}

describe.each([
  ['Singpass', REDIRECT_PATHS.singpassAuthorize],
  ['Corppass', REDIRECT_PATHS.corppassAuthRedirect],
])('%s sign-in on the running portal', (_provider, startPath) => {
  it('starts a session that reports a Singpass/Corppass login', async () => {
    const browser = new CookieBrowser();
    expect((await statusOf(browser)).userSessionValid).toBe(false);

    const back = await signInThroughMockPass(browser, portal, startPath);

    expect(back.location).toBe(`${baseUrl}/`);
    expect(await statusOf(browser)).toMatchObject({
      userSessionValid: true,
      spcpLogin: true,
      status: 'PENDING_REGISTRATION',
    });
  });
});
