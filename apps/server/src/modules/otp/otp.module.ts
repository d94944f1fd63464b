import type { PortalModule } from '../../platform/portal-module.js';
import { createClientKeys } from '../../platform/rate-limit/client-key.js';
import { createRateLimitRepository } from '../../platform/rate-limit/rate-limit.repository.js';
import { deriveSecret } from '../../security/derived-secret.js';
import { createOtpHasher } from './otp-code.js';
import { otpMail } from './otp-mail.js';
import { createOtpRepository } from './otp.repository.js';
import { otpRoutes } from './otp.routes.js';
import { createOtpService } from './otp.service.js';

// E-mail one-time code sign-in on the login service; the codes also prove a Singpass or Corppass
// user's profile address (the oneTimeCodes port, docs/sign-in-protection.md), and sign officers in
// under a scope of their own (the officerSignInCodes port, OFF-2).

/** The officers' codes' scope: their rows and counts never mix with an applicant's (OFF-2). */
const OFFICER_SCOPE = 'officer';

export const otpModule: PortalModule = {
  name: 'otp',
  build: ({ config, db, now, mailer, sessions }) => {
    const { authorityName } = config.portal;
    const shared = {
      db,
      challenges: createOtpRepository(db),
      hasher: createOtpHasher(deriveSecret(config.appSecret, 'otp-code')),
      mailer,
      counters: createRateLimitRepository(db),
      now,
    };
    const otp = createOtpService({
      ...shared,
      mail: (to, code) => otpMail(to, code, authorityName),
    });
    const officerCodes = createOtpService({
      ...shared,
      mail: (to, code) => otpMail(to, code, authorityName, 'officer console'),
      scope: OFFICER_SCOPE,
    });
    const clientKeyOf = createClientKeys(config.appSecret);
    return {
      serviceRoutes: {
        login: [otpRoutes({ otp, sessions, rateLimit: config.signInRateLimit, clientKeyOf })],
      },
      // One pruner: both services keep their rows in the same table.
      pruners: [otp.pruneExpired],
      provides: { oneTimeCodes: otp, officerSignInCodes: officerCodes },
    };
  },
};
