import type { PortalModule } from '../../platform/portal-module.js';
import { createClientKeys } from '../../platform/rate-limit/client-key.js';
import { createRateLimitRepository } from '../../platform/rate-limit/rate-limit.repository.js';
import { deriveSecret } from '../../security/derived-secret.js';
import { createOtpHasher } from './otp-code.js';
import { createOtpRepository } from './otp.repository.js';
import { otpRoutes } from './otp.routes.js';
import { createOtpService } from './otp.service.js';

// E-mail one-time code sign-in on the login service; the codes also prove a Singpass or Corppass
// user's profile address (the oneTimeCodes port, docs/sign-in-protection.md).

export const otpModule: PortalModule = {
  name: 'otp',
  build: ({ config, db, now, mailer, sessions }) => {
    const otp = createOtpService({
      db,
      challenges: createOtpRepository(db),
      hasher: createOtpHasher(deriveSecret(config.appSecret, 'otp-code')),
      mailer,
      counters: createRateLimitRepository(db),
      authorityName: config.portal.authorityName,
      now,
    });
    const clientKeyOf = createClientKeys(config.appSecret);
    return {
      serviceRoutes: {
        login: [otpRoutes({ otp, sessions, rateLimit: config.signInRateLimit, clientKeyOf })],
      },
      pruners: [otp.pruneExpired],
      provides: { oneTimeCodes: otp },
    };
  },
};
