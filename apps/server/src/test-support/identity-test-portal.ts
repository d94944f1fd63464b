import { randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import type { IdentitySettings } from '../config/identity.js';
import { freePort } from '../adapters/identity/mockpass-process.js';
import { openTestDatabase } from './test-database.js';
import type { VerifiedIdentity } from '../platform/sessions/session.service.js';
import {
  createIdentityComponents,
  type IdentityComponents,
} from '../modules/identity/identity.components.js';
import { identityRoutes } from '../modules/identity/identity.routes.js';

// Only for tests: the identity routes on a real HTTP port (providers call back and fetch the
// JWKS over the network), with their own database and key directory, and a session service that
// records who signed in instead of starting sessions (the session module tests its own part).

export interface TestPortal {
  baseUrl: string;
  components: IdentityComponents;
  settings: IdentitySettings;
  signIns: VerifiedIdentity[];
  close(): Promise<void>;
}

export interface TestPortalProviders {
  singpass?: { issuer: string; fapi2?: boolean; clientId?: string };
  corppass?: { issuer: string; fapi2?: boolean; clientId?: string };
}

/**
 * Ports below the ephemeral range (Linux 32768 to 60999; macOS and Windows from 49152) that
 * listen(0) and every outgoing connection are handed: a port found free here and listened on a
 * moment later cannot meanwhile become the local end of another test's connection, which an
 * ephemeral one did (EADDRINUSE on a busy CI).
 */
const RESERVABLE_PORTS = { from: 20_000, to: 32_767 } as const;
const RESERVE_ATTEMPTS = 50;

/** Pick the port first: MockPass must know the portal's JWKS URL before the portal exists. */
export async function reservePortalPort(): Promise<{ port: number; baseUrl: string }> {
  for (let attempt = 0; attempt < RESERVE_ATTEMPTS; attempt += 1) {
    const candidate = randomInt(RESERVABLE_PORTS.from, RESERVABLE_PORTS.to + 1);
    // freePort hands out an ephemeral port instead when the candidate is taken: try another.
    if ((await freePort(candidate)) === candidate) {
      return { port: candidate, baseUrl: `http://localhost:${candidate}` };
    }
  }
  throw new Error(`No free port between ${RESERVABLE_PORTS.from} and ${RESERVABLE_PORTS.to}`);
}

export async function startTestPortal(
  port: number,
  providers: TestPortalProviders,
  /** Private keys as configured in production; absent: generated in a temporary directory. */
  configuredKeys: { signingKey?: string; encryptionKey?: string } = {},
): Promise<TestPortal> {
  const baseUrl = `http://localhost:${port}`;
  const keysDirectory = await mkdtemp(path.join(tmpdir(), 'portal-keys-'));
  const database = await openTestDatabase();
  const settings: IdentitySettings = {
    publicBaseUrl: baseUrl,
    singpass: {
      issuer: providers.singpass?.issuer,
      clientId: providers.singpass?.clientId ?? 'portal-test-client',
      fapi2: providers.singpass?.fapi2 ?? false,
    },
    corppass: {
      issuer: providers.corppass?.issuer,
      clientId: providers.corppass?.clientId ?? 'portal-test-client',
      fapi2: providers.corppass?.fapi2 ?? false,
    },
    myinfo: { baseUrl: undefined, clientId: 'portal-test-client' },
    signingKey: configuredKeys.signingKey,
    encryptionKey: configuredKeys.encryptionKey,
    keysDirectory,
    mockpassPort: 0,
  };
  const components = createIdentityComponents({
    settings,
    // Officers sign in by e-mail here; their provider is tested with the whole app.
    officerOidc: {
      issuer: undefined,
      clientId: 'portal-test-client',
      clientSecret: undefined,
      emailClaim: 'email',
    },
    db: database.db,
    now: () => new Date(),
    allowHttpIssuers: true,
  });
  const signIns: VerifiedIdentity[] = [];
  const app = Fastify();
  await app.register(fastifyCookie, { secret: 'identity-test-cookie-secret' });
  await app.register(
    identityRoutes({
      identity: components.service,
      sessions: {
        async signIn(_reply, identity) {
          signIns.push(identity);
          return { accountId: `account-${signIns.length}` };
        },
      },
      keys: components.keys,
      secureCookie: false,
      publicBaseUrl: baseUrl,
    }),
  );
  await app.listen({ port, host: 'localhost' });
  return {
    baseUrl,
    components,
    settings,
    signIns,
    async close() {
      await app.close();
      await database.close();
      await rm(keysDirectory, { recursive: true, force: true });
    },
  };
}
