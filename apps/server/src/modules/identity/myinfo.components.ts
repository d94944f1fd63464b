import { IDENTITY_CALLBACK_PATHS, SIGN_IN_ERROR_CODES } from '@aviation-permits/domain/identity';
import { createMyinfoClient } from '../../adapters/identity/myinfo-client.js';
import type { IdentitySettings } from '../../config/identity.js';
import type { ProfilePrefillPort } from '../../platform/ports/profile-prefill.js';
import { MYINFO_ATTRIBUTES } from './myinfo-person.js';
import { createMyinfoService, type MyinfoService } from './myinfo.service.js';
import type { OidcTransactionRepository } from './oidc-transaction.repository.js';
import { SignInFailure } from './sign-in-failure.js';

// Builds the MyInfo prefill from the configuration for the identity module. Without a
// MyInfo address (production with MYINFO_BASE_URL unset) a retrieval answers provider-unavailable
// instead of the server refusing to start: registration works without MyInfo.

export function createMyinfoComponents(options: {
  settings: IdentitySettings;
  transactions: OidcTransactionRepository;
  profiles: ProfilePrefillPort;
  /** Named on MyInfo's consent page as the one asking. */
  authorityName: string;
  now: () => Date;
}): MyinfoService {
  const { settings } = options;
  return createMyinfoService({
    async client() {
      const { baseUrl, clientId } = settings.myinfo;
      if (!baseUrl) throw new SignInFailure(SIGN_IN_ERROR_CODES.providerUnavailable);
      return createMyinfoClient({
        baseUrl,
        clientId,
        redirectUri: `${settings.publicBaseUrl}${IDENTITY_CALLBACK_PATHS.myinfo}`,
        attributes: MYINFO_ATTRIBUTES,
        purpose: `To fill in your registration with the ${options.authorityName}`,
      });
    },
    transactions: options.transactions,
    profiles: options.profiles,
    now: options.now,
  });
}
