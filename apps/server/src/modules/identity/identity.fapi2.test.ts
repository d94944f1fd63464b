import { IDENTITY_CALLBACK_PATHS } from '@aviation-permits/domain/identity';
import { REDIRECT_PATHS } from '@aviation-permits/domain/http';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../adapters/identity/mockpass-process.js';
import { portalKeyFrom } from '../../adapters/identity/portal-keys.js';
import { CookieBrowser } from '../../test-support/cookie-browser.js';
import {
  reservePortalPort,
  startTestPortal,
  type TestPortal,
} from '../../test-support/identity-test-portal.js';

// FAPI 2.0 mode (SINGPASS_FAPI2=true), which MockPass does not support, against panva's
// oidc-provider configured as Singpass will be: pushed authorization requests required, DPoP-bound
// tokens, private_key_jwt, PKCE, encrypted ID tokens. The sign-in's DPoP key pair travels in the
// database between the two halves, as it would between two server instances.

const NRIC = 'S7654321D';
/** Singpass's subject format; oidc-provider uses the account id as the subject. */
const SUBJECT = `s=${NRIC},u=0f4e1c52`;
const CLIENT_ID = 'portal-fapi2-client';

let portal: TestPortal;
let server: ReturnType<Provider['listen']>;

async function privateJwk(alg: string): Promise<string> {
  const { privateKey } = await generateKeyPair(alg, { crv: 'P-256', extractable: true });
  return JSON.stringify(await exportJWK(privateKey));
}

beforeAll(async () => {
  const { port, baseUrl } = await reservePortalPort();
  const signingKey = await privateJwk('ES256');
  const encryptionKey = await privateJwk('ECDH-ES+A256KW');
  const portalPublicKeys: JWK[] = [
    (await portalKeyFrom(signingKey, 'sig')).publicJwk,
    (await portalKeyFrom(encryptionKey, 'enc')).publicJwk,
  ];
  const providerPort = await freePort();
  const issuer = `http://localhost:${providerPort}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        redirect_uris: [`${baseUrl}${IDENTITY_CALLBACK_PATHS.singpass}`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'private_key_jwt',
        token_endpoint_auth_signing_alg: 'ES256',
        id_token_signed_response_alg: 'ES256',
        id_token_encrypted_response_alg: 'ECDH-ES+A256KW',
        id_token_encrypted_response_enc: 'A256CBC-HS512',
        dpop_bound_access_tokens: true,
        jwks: { keys: portalPublicKeys },
      },
    ],
    jwks: { keys: [{ ...(JSON.parse(await privateJwk('ES256')) as JWK), kid: 'op-sig' }] },
    features: {
      pushedAuthorizationRequests: { enabled: true, requirePushedAuthorizationRequests: true },
      dPoP: { enabled: true },
      encryption: { enabled: true },
      devInteractions: { enabled: true },
    },
    enabledJWA: {
      idTokenEncryptionAlgValues: ['ECDH-ES+A256KW'],
      idTokenEncryptionEncValues: ['A256CBC-HS512'],
    },
    pkce: { required: () => true },
    clientAuthMethods: ['private_key_jwt'],
    findAccount: (_context, accountId) => ({ accountId, claims: () => ({ sub: accountId }) }),
  });
  server = provider.listen(providerPort);
  portal = await startTestPortal(
    port,
    { singpass: { issuer, fapi2: true, clientId: CLIENT_ID } },
    { signingKey, encryptionKey },
  );
});

afterAll(async () => {
  await portal?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe('FAPI 2.0 sign-in (PAR + DPoP)', () => {
  it('pushes the authorization request, binds the token to DPoP and signs in', async () => {
    const browser = new CookieBrowser();
    const start = await browser.get(`${portal.baseUrl}${REDIRECT_PATHS.singpassAuthorize}`);
    const authorization = new URL(start.location!);
    // Only a reference to the pushed request travels through the browser.
    expect([...authorization.searchParams.keys()].sort()).toEqual(['client_id', 'request_uri']);

    const toLogin = await browser.get(authorization.href);
    const interaction = toLogin.location!;
    const afterLogin = await browser.post(interaction, { prompt: 'login', login: SUBJECT });
    const toConsent = await browser.get(afterLogin.location!);
    const afterConsent = await browser.post(toConsent.location!, { prompt: 'consent' });
    const callback = await browser.get(afterConsent.location!);
    expect(callback.location).toMatch(new RegExp(`${IDENTITY_CALLBACK_PATHS.singpass}\\?`));

    const back = await browser.get(callback.location!);

    expect(back.location).toBe(`${portal.baseUrl}/`);
    expect(portal.signIns.at(-1)).toEqual({ kind: 'SINGPASS', nric: NRIC });
  });
});
