import {
  IDENTITY_CALLBACK_PATHS,
  JWKS_PATH,
  SIGN_IN_ERROR_CODES,
} from '@aviation-permits/domain/identity';
import { REDIRECT_PATHS } from '@aviation-permits/domain/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockPass, type MockPassProcess } from '../../adapters/identity/mockpass-process.js';
import { CookieBrowser } from '../../test-support/cookie-browser.js';
import {
  reservePortalPort,
  startTestPortal,
  type TestPortal,
} from '../../test-support/identity-test-portal.js';

// Singpass and Corppass sign-in against MockPass in a child process, as on a developer's machine:
// the portal's redirect, MockPass's silent login (X-Show-Login-Page: false), the callback with
// the encrypted, signed ID token, and the identity handed to the session service.

let mockPass: MockPassProcess;
let portal: TestPortal;

beforeAll(async () => {
  const { port, baseUrl } = await reservePortalPort();
  mockPass = await startMockPass({
    preferredPort: 0,
    portalJwksUrl: `${baseUrl}${JWKS_PATH}`,
    showLoginPage: false,
  });
  portal = await startTestPortal(port, {
    singpass: { issuer: mockPass.singpassIssuer },
    corppass: { issuer: mockPass.corppassIssuer },
  });
});

afterAll(async () => {
  await portal?.close();
  await mockPass?.stop();
});

/** Portal → provider → portal callback; returns where the callback sends the browser. */
async function signInThrough(
  browser: CookieBrowser,
  startPath: string,
  providerHeaders: Record<string, string> = {},
): Promise<{ callback: string; finalLocation: string | null }> {
  const start = await browser.get(`${portal.baseUrl}${startPath}`);
  expect(start.status).toBe(302);
  expect(start.location).toMatch(new RegExp(`^${mockPass.baseUrl}/`));
  const atProvider = await browser.get(start.location!, {
    'X-Show-Login-Page': 'false',
    ...providerHeaders,
  });
  expect(atProvider.status).toBe(302);
  const callback = atProvider.location!;
  const back = await browser.get(callback);
  expect(back.status).toBe(302);
  return { callback, finalLocation: back.location };
}

describe('Singpass through MockPass', () => {
  it('sends the browser to the provider with PKCE (S256), state, nonce and the callback URI', async () => {
    const start = await new CookieBrowser().get(
      `${portal.baseUrl}${REDIRECT_PATHS.singpassAuthorize}`,
    );
    const url = new URL(start.location!);

    expect(url.origin + url.pathname).toBe(`${mockPass.singpassIssuer}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'portal-test-client',
      response_type: 'code',
      scope: 'openid',
      code_challenge_method: 'S256',
      redirect_uri: `${portal.baseUrl}${IDENTITY_CALLBACK_PATHS.singpass}`,
    });
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{32,}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{32,}$/);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  });

  it('signs in the NRIC of the default profile and sends the browser to /', async () => {
    const { finalLocation } = await signInThrough(
      new CookieBrowser(),
      REDIRECT_PATHS.singpassAuthorize,
    );

    expect(finalLocation).toBe(`${portal.baseUrl}/`);
    expect(portal.signIns.at(-1)).toEqual({ kind: 'SINGPASS', nric: 'S8979373D' });
  });

  it('signs in the profile the person picked', async () => {
    await signInThrough(new CookieBrowser(), REDIRECT_PATHS.singpassAuthorize, {
      'X-Custom-NRIC': 'S6005040F',
      'X-Custom-UUID': '6c6745d9-e6c5-40ee-8c96-5d737ddbc5e4',
    });

    expect(portal.signIns.at(-1)).toEqual({ kind: 'SINGPASS', nric: 'S6005040F' });
  });

  it('refuses a callback replayed after it was used', async () => {
    const browser = new CookieBrowser();
    const { callback } = await signInThrough(browser, REDIRECT_PATHS.singpassAuthorize);
    const signInsBefore = portal.signIns.length;

    const replay = await browser.get(callback);

    expect(replay.location).toBe(
      `${portal.baseUrl}/login?error=${SIGN_IN_ERROR_CODES.stateMismatch}`,
    );
    expect(portal.signIns).toHaveLength(signInsBefore);
  });
});

describe('Corppass through MockPass', () => {
  it('signs in the entity (UEN), the user and the role within the entity', async () => {
    const { finalLocation } = await signInThrough(
      new CookieBrowser(),
      REDIRECT_PATHS.corppassAuthRedirect,
    );

    expect(finalLocation).toBe(`${portal.baseUrl}/`);
    expect(portal.signIns.at(-1)).toEqual({
      kind: 'CORPPASS',
      uen: '123456789A',
      corppassUserId: 'a9865837-7bd7-46ac-bef4-42a76a946424',
      nric: 'S8979373D',
      role: 'User',
      fullName: 'Name of S8979373D',
    });
  });

  it('signs in a custom entity', async () => {
    await signInThrough(new CookieBrowser(), REDIRECT_PATHS.corppassAuthRedirect, {
      'X-Custom-NRIC': 'S5062854Z',
      'X-Custom-UUID': '1bd2e743-8681-4079-a557-6a66a8d16386',
      'X-Custom-UEN': '201912345K',
    });

    expect(portal.signIns.at(-1)).toMatchObject({ kind: 'CORPPASS', uen: '201912345K' });
  });
});

describe('the portal JWKS', () => {
  it('publishes the public signing and encryption keys and no private part', async () => {
    const response = await fetch(`${portal.baseUrl}${JWKS_PATH}`);
    const { keys } = (await response.json()) as { keys: Record<string, string>[] };

    expect(keys).toEqual([
      expect.objectContaining({ kty: 'EC', crv: 'P-256', use: 'sig', alg: 'ES256' }),
      expect.objectContaining({ kty: 'EC', crv: 'P-256', use: 'enc', alg: 'ECDH-ES+A256KW' }),
    ]);
    for (const key of keys) expect(key).not.toHaveProperty('d');
  });
});
