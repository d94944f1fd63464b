import { createMapAddressLookup } from '../../adapters/address/map-address-lookup.js';
import { createAccountRepository } from '../../platform/accounts/account.repository.js';
import type { PortalModule } from '../../platform/portal-module.js';
import { createClientKeys } from '../../platform/rate-limit/client-key.js';
import { emailProofRoutes } from './email-proof.routes.js';
import { createEmailProofService } from './email-proof.service.js';
import { ProfileLockedError } from './profile.errors.js';
import { createProfileRepository } from './profile.repository.js';
import { createProfileReviewPort } from './profile-review-port.js';
import { profileRoutes } from './profile.routes.js';
import { createProfileService } from './profile.service.js';

// Registration and profile on the account service. The account module moves the account to
// SUBMITTED (a port); the profile serves MyInfo's prefill to the identity module and the account's
// review to the officer module (ports).

export const profileModule: PortalModule = {
  name: 'profile',
  build: ({ config, db, files, mapSearch, now, port }) => {
    const repository = createProfileRepository(db);
    const profiles = createProfileService({
      db,
      repository,
      files,
      markSubmitted: port('accountSubmission').markSubmitted,
      now,
    });
    const accounts = createAccountRepository(db);
    const emailProof = emailProofRoutes({
      proof: createEmailProofService({
        otp: port('oneTimeCodes'),
        isProvedElsewhere: (email, accountId) => accounts.isProvedElsewhere(email, accountId),
        claimProvedEmail: (accountId, email) => accounts.claimProvedEmail(accountId, email),
      }),
      // The same client keys as the log-in's codes: one count per client and address.
      clientKeyOf: createClientKeys(config.appSecret),
      perClient: {
        max: config.signInRateLimit.perClientMax,
        timeWindow: config.signInRateLimit.timeWindowMs,
      },
    });
    return {
      serviceRoutes: {
        account: [profileRoutes(profiles, createMapAddressLookup(mapSearch)), emailProof],
      },
      // Documents' files follow their rows: orphans go, renames a crash cut short finish.
      pruners: [
        async (at) => {
          await profiles.sweepFiles(at);
        },
      ],
      provides: {
        profileReview: createProfileReviewPort({ db, profiles: repository, files }),
        profilePrefill: {
          async prefillFromMyinfo(account, values) {
            try {
              await profiles.prefillFromMyinfo(account, values);
              return 'filled';
            } catch (error) {
              if (error instanceof ProfileLockedError) return 'locked';
              throw error;
            }
          },
        },
      },
    };
  },
};
