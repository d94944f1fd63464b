import { REDIRECT_PATHS } from '@aviation-permits/domain/http';
import { SIGN_IN_ERROR_CODES } from '@aviation-permits/domain/identity';
import { exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalKeyFrom } from '../../adapters/identity/portal-keys.js';
import { CookieBrowser } from '../../test-support/cookie-browser.js';
import {
  FAKE_PROVIDER_NRIC,
  startFakeOidcProvider,
  type FakeOidcProvider,
  type IdTokenForgery,
} from '../../test-support/fake-oidc-provider.js';
import {
  reservePortalPort,
  startTestPortal,
  type TestPortal,
} from '../../test-support/identity-test-portal.js';

// ID tokens that must not sign anybody in: a provider that forges them on request, and a browser
// that tampers with the callback. Each is answered with a redirect to /login?error=<code>.

let provider: FakeOidcProvider;
let portal: TestPortal;

beforeAll(async () => {
  const { port } = await reservePortalPort();
  // The portal's encryption key is configured (as in production) so that the provider can be
  // told the public half before the portal starts.
  const { privateKey } = await generateKeyPair('ECDH-ES+A256KW', {
    crv: 'P-256',
    extractable: true,
  });
  const encryptionKey = JSON.stringify(await exportJWK(privateKey));
  provider = await startFakeOidcProvider((await portalKeyFrom(encryptionKey, 'enc')).publicJwk);
  portal = await startTestPortal(
    port,
    { singpass: { issuer: provider.issuer } },
    { encryptionKey },
  );
});

afterAll(async () => {
  await portal?.close();
  await provider?.close();
});

async function signIn(browser = new CookieBrowser()) {
  const start = await browser.get(`${portal.baseUrl}${REDIRECT_PATHS.singpassAuthorize}`);
  const atProvider = await browser.get(start.location!);
  return { browser, callback: atProvider.location!, back: await browser.get(atProvider.location!) };
}

const loginError = (code: string) => `${portal.baseUrl}/login?error=${code}`;

describe('ID token validation', () => {
  it('signs in with a genuine token (the baseline the forgeries differ from)', async () => {
    provider.forge('none');
    const { back } = await signIn();

    expect(back.location).toBe(`${portal.baseUrl}/`);
    expect(portal.signIns.at(-1)).toEqual({ kind: 'SINGPASS', nric: FAKE_PROVIDER_NRIC });
  });

  it.each<IdTokenForgery>(['bad-signature', 'wrong-nonce', 'wrong-audience'])(
    'refuses a token with a %s',
    async (forgery) => {
      provider.forge(forgery);
      const signInsBefore = portal.signIns.length;

      const { back } = await signIn();

      expect(back.location).toBe(loginError(SIGN_IN_ERROR_CODES.invalidIdToken));
      expect(portal.signIns).toHaveLength(signInsBefore);
    },
  );
});

describe('the callback', () => {
  it('refuses a state that is not the one this browser started with', async () => {
    provider.forge('none');
    const browser = new CookieBrowser();
    const start = await browser.get(`${portal.baseUrl}${REDIRECT_PATHS.singpassAuthorize}`);
    const atProvider = await browser.get(start.location!);
    const tampered = new URL(atProvider.location!);
    tampered.searchParams.set('state', 'a-state-of-someone-else');

    const back = await browser.get(tampered.href);

    expect(back.location).toBe(loginError(SIGN_IN_ERROR_CODES.stateMismatch));
  });

  it("refuses a callback opened in another browser (someone else's sign-in link)", async () => {
    provider.forge('none');
    const { callback } = await signInWithoutFinishing();

    const back = await new CookieBrowser().get(callback);

    expect(back.location).toBe(loginError(SIGN_IN_ERROR_CODES.stateMismatch));
  });

  it('tells a person who cancelled at the provider', async () => {
    const browser = new CookieBrowser();
    const start = await browser.get(`${portal.baseUrl}${REDIRECT_PATHS.singpassAuthorize}`);
    const state = new URL(start.location!).searchParams.get('state')!;
    const cancelled = new URL(`${portal.baseUrl}/mta-login-service/v1/callback`);
    cancelled.search = new URLSearchParams({ error: 'access_denied', state }).toString();

    const back = await browser.get(cancelled.href);

    expect(back.location).toBe(loginError(SIGN_IN_ERROR_CODES.cancelled));
  });
});

async function signInWithoutFinishing() {
  const browser = new CookieBrowser();
  const start = await browser.get(`${portal.baseUrl}${REDIRECT_PATHS.singpassAuthorize}`);
  const atProvider = await browser.get(start.location!);
  return { callback: atProvider.location! };
}
