import { IDENTITY_CALLBACK_PATHS, SIGN_IN_ERROR_CODES } from '@aviation-permits/domain/identity';
import { OFFICER_OIDC_PATHS } from '@aviation-permits/domain/officer';
import type { IdentitySettings } from '../../config/identity.js';
import type { OfficerOidcSettings } from '../../config/officers.js';
import type { Database } from '../../db/database.js';
import { createOidcClient, type OidcClient } from '../../adapters/identity/oidc-client.js';
import { loadPortalKeys, type PortalKeys } from '../../adapters/identity/portal-keys.js';
import {
  createIdentityService,
  type IdentityProvider,
  type IdentityService,
} from './identity.service.js';
import {
  createOidcTransactionRepository,
  type OidcTransactionRepository,
} from './oidc-transaction.repository.js';
import { SignInFailure } from './sign-in-failure.js';

// Builds the identity parts from the configuration for the identity module (and its test portal).
// Keys and provider clients are made at first use, so start-up neither touches the disk for keys
// nor waits for a provider, and a test that never signs in never creates a key file.

export interface IdentityComponents {
  service: IdentityService;
  keys: () => Promise<PortalKeys>;
  transactions: OidcTransactionRepository;
  /** The authority's provider for its officers (OFFICER_SIGN_IN=oidc). */
  officerClient: () => Promise<OidcClient>;
}

/** A promise made once; a rejected one is forgotten so the next call tries again. */
function memoized<T>(make: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= make().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

export function createIdentityComponents(options: {
  settings: IdentitySettings;
  officerOidc: OfficerOidcSettings;
  db: Database;
  now: () => Date;
  /** http issuers are accepted outside production only (MockPass). */
  allowHttpIssuers: boolean;
}): IdentityComponents {
  const { settings } = options;
  const keys = memoized(() => loadPortalKeys(settings));
  const clients: Record<IdentityProvider, () => Promise<OidcClient>> = {
    singpass: memoized(() => clientOf('singpass')),
    corppass: memoized(() => clientOf('corppass')),
  };

  async function clientOf(provider: IdentityProvider): Promise<OidcClient> {
    const { issuer, clientId, fapi2 } = settings[provider];
    if (!issuer) throw new SignInFailure(SIGN_IN_ERROR_CODES.providerUnavailable);
    return createOidcClient(
      {
        issuer: new URL(issuer),
        clientId,
        redirectUri: `${settings.publicBaseUrl}${IDENTITY_CALLBACK_PATHS[provider]}`,
        fapi2,
        allowHttp: options.allowHttpIssuers,
      },
      { portalKeys: await keys(), singpassIdTokens: true },
    );
  }

  async function officerClientOf(): Promise<OidcClient> {
    const { issuer, clientId, clientSecret } = options.officerOidc;
    if (!issuer) throw new SignInFailure(SIGN_IN_ERROR_CODES.providerUnavailable);
    return createOidcClient(
      {
        issuer: new URL(issuer),
        clientId,
        redirectUri: `${settings.publicBaseUrl}${OFFICER_OIDC_PATHS.callback}`,
        fapi2: false,
        allowHttp: options.allowHttpIssuers,
        // The address is the officer's account at the portal (OFF-60); profile carries
        // preferred_username, which some providers hold the address in.
        scope: 'openid email profile',
      },
      clientSecret === undefined
        ? { portalKeys: await keys(), singpassIdTokens: false }
        : { clientSecret },
    );
  }

  const transactions = createOidcTransactionRepository(options.db);
  return {
    service: createIdentityService({
      clientFor: (provider) => clients[provider](),
      transactions,
      now: options.now,
    }),
    keys,
    transactions,
    officerClient: memoized(officerClientOf),
  };
}
