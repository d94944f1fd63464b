import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { freePort } from './mockpass-process.js';

// The embedded default of the authority's provider for its officers (OFF-61): panva's
// oidc-provider, the provider the identity module's FAPI 2.0 tests already run, in this process on
// a local port, so OFFICER_SIGN_IN=oidc works in development and tests with no outside service.
// MockPass cannot stand in here: its Singpass and Corppass ID tokens carry an NRIC, never a work
// e-mail address. Its login page takes any address as the test officer's identity (the password is
// not checked) and vouches for it as a verified `email`; the portal then decides whether that is an
// active officer's. The portal is a first-party client: no consent page. Development and tests
// only: oidc-provider is a development dependency, loaded when this starts, never in production.

export interface EmbeddedOfficerProviderOptions {
  /** The client id the portal uses (OFFICER_OIDC_CLIENT_ID or its development default). */
  clientId: string;
  /** The portal's callback, the one redirect URI registered. */
  redirectUri: string;
}

export interface EmbeddedOfficerProvider {
  /** http://localhost:<port> */
  issuer: string;
  /** Made at each start; the portal authenticates with it (client_secret_basic). */
  clientSecret: string;
  stop(): Promise<void>;
}

function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

async function signingJwk(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'embedded-officers' };
}

export async function startEmbeddedOfficerProvider(
  options: EmbeddedOfficerProviderOptions,
): Promise<EmbeddedOfficerProvider> {
  const { default: Provider } = await import('oidc-provider');
  const port = await freePort();
  const issuer = `http://localhost:${port}`;
  const clientSecret = randomSecret();
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [await signingJwk()] },
    cookies: { keys: [randomSecret()] },
    claims: { email: ['email', 'email_verified'], profile: ['preferred_username'] },
    // The address in the ID token itself, as workforce providers put it, not only at userinfo.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    findAccount: (_context, accountId) => ({
      accountId,
      claims: () => ({
        sub: accountId,
        email: accountId,
        email_verified: true,
        preferred_username: accountId,
      }),
    }),
    async loadExistingGrant(context) {
      const { client, session, params } = context.oidc;
      if (client === undefined || session?.accountId === undefined) return undefined;
      const grant = new context.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: session.accountId,
      });
      grant.addOIDCScope(String(params?.scope ?? 'openid'));
      await grant.save();
      return grant;
    },
  });
  const server: Server = provider.listen(port);
  return {
    issuer,
    clientSecret,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
