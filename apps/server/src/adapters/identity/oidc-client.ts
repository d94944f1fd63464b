import { exportJWK, importJWK, type JWK } from 'jose';
import * as oidc from 'openid-client';
import { ENCRYPTION_ALGORITHM, SIGNING_ALGORITHM, type PortalKeys } from './portal-keys.js';

// One OpenID Connect provider (Singpass or Corppass, or the authority's own for its officers) seen
// through openid-client: authorization code flow with PKCE (S256), state and nonce, ID tokens
// verified INCLUDING their signature. Singpass and Corppass take private_key_jwt client
// authentication and encrypt ES256 ID tokens to the portal's key; another provider signs them as its
// metadata says, and takes a client secret when one is configured. With `fapi2` the authorization
// request is pushed (PAR) and the token call is DPoP-bound; the DPoP key pair travels with the
// sign-in's secrets so that any instance can finish it.

export interface OidcClientSettings {
  issuer: URL;
  clientId: string;
  redirectUri: string;
  fapi2: boolean;
  /** http issuers (MockPass on a developer's machine); never in production. */
  allowHttp: boolean;
  /** Scopes asked for; default `openid`, the only one Singpass and Corppass take. */
  scope?: string;
}

/**
 * How the portal proves itself to the provider: its signing key (private_key_jwt), with the
 * Singpass profile of ID tokens (ES256, encrypted to the portal's key) or not; or a client secret
 * (client_secret_basic).
 */
export type OidcClientCredentials =
  { portalKeys: PortalKeys; singpassIdTokens: boolean } | { clientSecret: string };

/** What the callback needs to finish a sign-in; kept server-side, keyed by state. */
export interface AuthorizationSecrets {
  state: string;
  codeVerifier: string;
  nonce: string;
  /** FAPI 2.0 only: the DPoP private key as JWK JSON. */
  dpopPrivateJwk: string | null;
}

export interface OidcClient {
  startAuthorization(): Promise<{ url: URL; secrets: AuthorizationSecrets }>;
  /** Exchanges the code; returns the verified ID token's claims. */
  finishAuthorization(callbackUrl: URL, secrets: AuthorizationSecrets): Promise<oidc.IDToken>;
}

/** The provider could not be reached or described itself wrongly (discovery failed). */
export class ProviderUnavailableError extends Error {
  constructor(issuer: URL, cause: unknown) {
    super(`OpenID provider ${issuer.href} is unavailable`, { cause });
    this.name = 'ProviderUnavailableError';
  }
}

function clientAuthentication(keys: PortalKeys): oidc.ClientAuth {
  return oidc.PrivateKeyJwt(
    { key: keys.signing.privateKey, kid: keys.signing.publicJwk.kid },
    {
      // Singpass and Corppass (and MockPass) reject client assertions without a typ header.
      [oidc.modifyAssertion]: (header) => {
        header.typ = 'JWT';
      },
    },
  );
}

async function discover(settings: OidcClientSettings, credentials: OidcClientCredentials) {
  const singpassKeys =
    'portalKeys' in credentials && credentials.singpassIdTokens ? credentials.portalKeys : null;
  const configuration = await oidc.discovery(
    settings.issuer,
    settings.clientId,
    {
      redirect_uris: [settings.redirectUri],
      ...(singpassKeys ? { id_token_signed_response_alg: SIGNING_ALGORITHM } : {}),
      ...(settings.fapi2 ? { dpop_bound_access_tokens: true } : {}),
    },
    'portalKeys' in credentials
      ? clientAuthentication(credentials.portalKeys)
      : oidc.ClientSecretBasic(credentials.clientSecret),
    settings.allowHttp ? { execute: [oidc.allowInsecureRequests] } : undefined,
  );
  // A token-endpoint ID token is otherwise trusted on TLS alone; verify its signature too.
  oidc.enableNonRepudiationChecks(configuration);
  if (singpassKeys) {
    oidc.enableDecryptingResponses(configuration, ['A256CBC-HS512', 'A256GCM'], {
      key: singpassKeys.encryption.privateKey,
      alg: ENCRYPTION_ALGORITHM,
      // Tokens name the key they are encrypted to; an unnamed key would match no token.
      kid: singpassKeys.encryption.publicJwk.kid,
    });
  }
  return configuration;
}

async function dpopKeyPairFrom(privateJwkJson: string): Promise<oidc.CryptoKeyPair> {
  const privateJwk = JSON.parse(privateJwkJson) as JWK;
  const { kty, crv, x, y } = privateJwk;
  const [privateKey, publicKey] = await Promise.all([
    importJWK(privateJwk, SIGNING_ALGORITHM),
    importJWK({ kty, crv, x, y }, SIGNING_ALGORITHM, { extractable: true }),
  ]);
  if (privateKey instanceof Uint8Array || publicKey instanceof Uint8Array) {
    throw new Error('A DPoP key must be an EC key pair');
  }
  return { privateKey, publicKey };
}

export function createOidcClient(
  settings: OidcClientSettings,
  credentials: OidcClientCredentials,
): OidcClient {
  // Discovered at the first sign-in, not at start-up, so the portal starts while a provider is
  // down; a failed discovery is retried at the next sign-in.
  let configuration: Promise<oidc.Configuration> | undefined;
  const discovered = async (): Promise<oidc.Configuration> => {
    configuration ??= discover(settings, credentials);
    try {
      return await configuration;
    } catch (error) {
      configuration = undefined;
      throw new ProviderUnavailableError(settings.issuer, error);
    }
  };

  return {
    async startAuthorization() {
      const config = await discovered();
      const secrets: AuthorizationSecrets = {
        state: oidc.randomState(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
        nonce: oidc.randomNonce(),
        dpopPrivateJwk: null,
      };
      const parameters = {
        redirect_uri: settings.redirectUri,
        scope: settings.scope ?? 'openid',
        response_type: 'code',
        state: secrets.state,
        nonce: secrets.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(secrets.codeVerifier),
        code_challenge_method: 'S256',
      };
      if (!settings.fapi2) return { url: oidc.buildAuthorizationUrl(config, parameters), secrets };

      const keyPair = await oidc.randomDPoPKeyPair(SIGNING_ALGORITHM, { extractable: true });
      secrets.dpopPrivateJwk = JSON.stringify(await exportJWK(keyPair.privateKey));
      const url = await oidc.buildAuthorizationUrlWithPAR(config, parameters, {
        DPoP: oidc.getDPoPHandle(config, keyPair),
      });
      return { url, secrets };
    },

    async finishAuthorization(callbackUrl, secrets) {
      const config = await discovered();
      const DPoP = secrets.dpopPrivateJwk
        ? oidc.getDPoPHandle(config, await dpopKeyPairFrom(secrets.dpopPrivateJwk))
        : undefined;
      const tokens = await oidc.authorizationCodeGrant(
        config,
        callbackUrl,
        {
          pkceCodeVerifier: secrets.codeVerifier,
          expectedState: secrets.state,
          expectedNonce: secrets.nonce,
          idTokenExpected: true,
        },
        { redirect_uri: settings.redirectUri },
        DPoP ? { DPoP } : undefined,
      );
      const claims = tokens.claims();
      if (!claims) throw new Error('The token response carried no ID token');
      return claims;
    },
  };
}
