import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CompactEncrypt,
  SignJWT,
  exportJWK,
  generateKeyPair,
  importJWK,
  type CryptoKey,
  type JWK,
} from 'jose';

// A small OpenID provider for tests that need ID tokens no real provider would issue: it behaves
// like Singpass (code flow, encrypted and signed ID token) but can forge the token on request.

export type IdTokenForgery = 'none' | 'bad-signature' | 'wrong-nonce' | 'wrong-audience';

export interface FakeOidcProvider {
  issuer: string;
  /** What the next token response carries. */
  forge(forgery: IdTokenForgery): void;
  close(): Promise<void>;
}

export const FAKE_PROVIDER_NRIC = 'S1234567D';

async function bodyOf(request: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return new URLSearchParams(body);
}

async function signingKeyPair() {
  return generateKeyPair('ES256', { extractable: true });
}

export async function startFakeOidcProvider(portalEncryptionJwk: JWK): Promise<FakeOidcProvider> {
  const genuine = await signingKeyPair();
  const impostor = await signingKeyPair();
  const publicJwk = { ...(await exportJWK(genuine.publicKey)), kid: 'fake-sig', use: 'sig' };
  const encryptionKey = (await importJWK(portalEncryptionJwk, 'ECDH-ES+A256KW')) as CryptoKey;
  const nonceOfCode = new Map<string, string>();
  let forgery: IdTokenForgery = 'none';
  let issuer = '';

  async function idToken(code: string, clientId: string): Promise<string> {
    const nonce = forgery === 'wrong-nonce' ? 'a-nonce-of-another-sign-in' : nonceOfCode.get(code);
    const audience = forgery === 'wrong-audience' ? 'another-client' : clientId;
    const signed = await new SignJWT({ nonce })
      .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: 'fake-sig' })
      .setIssuer(issuer)
      .setSubject(`s=${FAKE_PROVIDER_NRIC},u=0b6d5c1e`)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(forgery === 'bad-signature' ? impostor.privateKey : genuine.privateKey);
    return new CompactEncrypt(new TextEncoder().encode(signed))
      .setProtectedHeader({
        alg: 'ECDH-ES+A256KW',
        enc: 'A256CBC-HS512',
        cty: 'JWT',
        kid: portalEncryptionJwk.kid,
      })
      .encrypt(encryptionKey);
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    void (async () => {
      switch (url.pathname) {
        case '/.well-known/openid-configuration':
          return json(200, {
            issuer,
            authorization_endpoint: `${issuer}/authorize`,
            token_endpoint: `${issuer}/token`,
            jwks_uri: `${issuer}/jwks`,
            response_types_supported: ['code'],
            subject_types_supported: ['public'],
            id_token_signing_alg_values_supported: ['ES256'],
            token_endpoint_auth_methods_supported: ['private_key_jwt'],
          });
        case '/jwks':
          return json(200, { keys: [publicJwk] });
        case '/authorize': {
          const code = `code-${nonceOfCode.size + 1}`;
          nonceOfCode.set(code, url.searchParams.get('nonce') ?? '');
          const back = new URL(url.searchParams.get('redirect_uri') ?? '');
          back.search = new URLSearchParams({
            code,
            state: url.searchParams.get('state') ?? '',
          }).toString();
          response.writeHead(302, { location: back.href });
          return response.end();
        }
        case '/token': {
          const form = await bodyOf(request);
          return json(200, {
            access_token: 'an-access-token',
            token_type: 'Bearer',
            id_token: await idToken(form.get('code') ?? '', form.get('client_id') ?? ''),
          });
        }
        default:
          return json(404, { error: 'not_found' });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    forge(next) {
      forgery = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
