import { OTP_RULES } from '@aviation-permits/domain';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type FastifyPluginAsyncZod,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { Database } from './db/database.js';
import { loggerOptions } from './logger.js';
import { createLocalGazetteerLookup } from './adapters/address/local-gazetteer-lookup.js';
import { createLocalFileStorage } from './adapters/files/local-file-storage.js';
import { createAccountStatusService } from './modules/account/account-status.service.js';
import { createProfileRepository } from './modules/profile/profile.repository.js';
import { profileRoutes } from './modules/profile/profile.routes.js';
import { createProfileService } from './modules/profile/profile.service.js';
import { createMailer } from './adapters/mail/create-mailer.js';
import { createOutboxRepository } from './adapters/mail/outbox.repository.js';
import { createAccountRepository } from './modules/account/account.repository.js';
import { adminRoutes } from './modules/account/admin.routes.js';
import { devMailboxRoutes } from './modules/mailbox/mailbox.routes.js';
import { createOtpHasher } from './modules/otp/otp-code.js';
import { createOtpRepository } from './modules/otp/otp.repository.js';
import { otpRoutes } from './modules/otp/otp.routes.js';
import { createKeyedLimit } from './modules/rate-limit/keyed-limit.js';
import { createOtpService } from './modules/otp/otp.service.js';
import { createSessionRepository } from './modules/session/session.repository.js';
import { createSessionService } from './modules/session/session.service.js';
import { portalSessionPlugin } from './plugins/portal-session.js';
import { createIdentityComponents } from './modules/identity/identity.components.js';
import { identityRoutes } from './modules/identity/identity.routes.js';
import { createMyinfoComponents } from './modules/identity/myinfo.components.js';
import { myinfoRoutes } from './modules/identity/myinfo.routes.js';
import { applicationRoutes } from './modules/application/application.routes.js';
import { createHealthRepository } from './modules/health/health.repository.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { createHumanCheckRepository } from './modules/human-check/human-check.repository.js';
import { humanCheckRoutes } from './modules/human-check/human-check.routes.js';
import {
  createHumanCheckService,
  DEFAULT_HUMAN_CHECK_SETTINGS,
  type HumanCheckSettings,
} from './modules/human-check/human-check.service.js';
import { devPortalConfigRoutes } from './modules/portal-config/portal-config.routes.js';
import { createPortalConfigSource } from './modules/portal-config/portal-config.service.js';
import { createRateLimitRepository } from './modules/rate-limit/rate-limit.repository.js';
import { sessionRoutes } from './modules/session/session.routes.js';
import { csrfTokensPlugin } from './plugins/csrf.js';
import { errorsPlugin } from './plugins/errors.js';
import { housekeepingPlugin } from './plugins/housekeeping.js';
import { openApiPlugin } from './plugins/openapi.js';
import { DEFAULT_SERVICE_RATE_LIMIT, type RateLimitSettings } from './plugins/rate-limit.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { servicesPlugin } from './plugins/services.js';
import { createPageFallback, webAppFilesPlugin } from './plugins/web-app.js';
import { createAccessContentTokens } from './security/access-content-token.js';
import { deriveSecret } from './security/derived-secret.js';

// The composition root: every adapter and service is built here from the configuration and handed
// to the plugins and routes that use it, so a test swaps a part by passing another one in.

export interface AppDependencies {
  config: AppConfig;
  db: Database;
  /** The clock of tokens, challenges and counters; tests move it. */
  now?: () => Date;
  humanCheck?: HumanCheckSettings;
  rateLimit?: RateLimitSettings;
  /** Routes added inside the service pipeline, with absolute paths (tests register probes). */
  extraServiceRoutes?: FastifyPluginAsyncZod;
  /** Enables the loopback admin route of `npm run accounts` (server.ts writes it to a file). */
  adminToken?: string;
}

/** How often expired challenges and rate-limit windows are deleted. */
const HOUSEKEEPING_INTERVAL_MS = 10 * 60 * 1000;

export async function buildApp(dependencies: AppDependencies) {
  const { config, db } = dependencies;
  const now = dependencies.now ?? (() => new Date());

  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only (multipart arrives with the account service): other bodies are answered 415.
  app.removeContentTypeParser('text/plain');

  const accessContent = createAccessContentTokens(
    deriveSecret(config.appSecret, 'access-content'),
    now,
  );
  const humanCheckRepository = createHumanCheckRepository(db);
  const humanCheck = createHumanCheckService(
    {
      challengeSecret: deriveSecret(config.appSecret, 'human-check-challenge'),
      keySecret: deriveSecret(config.appSecret, 'human-check-key'),
    },
    dependencies.humanCheck ?? DEFAULT_HUMAN_CHECK_SETTINGS,
    humanCheckRepository,
    now,
  );
  const rateLimitCounters = createRateLimitRepository(db);
  const portalConfig = createPortalConfigSource(config.portal, accessContent);
  const accounts = createAccountRepository(db);
  const outbox = createOutboxRepository(db);
  const mailer = createMailer(config.mail, outbox);
  // Browsers keep Secure cookies off plain-HTTP localhost, which development serves.
  const secureCookies = config.environment !== 'development';
  const sessions = createSessionService({
    db,
    accounts,
    sessions: createSessionRepository(db),
    settings: config.session,
    secureCookie: secureCookies,
    now,
  });
  const identity = createIdentityComponents({
    settings: config.identity,
    db,
    now,
    allowHttpIssuers: !config.isProduction,
  });
  const otp = createOtpService({
    db,
    challenges: createOtpRepository(db),
    hasher: createOtpHasher(deriveSecret(config.appSecret, 'otp-code')),
    mailer,
    authorityName: config.portal.authorityName,
    now,
  });

  const accountStatus = createAccountStatusService({
    db,
    accounts,
    mailer,
    authorityName: config.portal.authorityName,
  });
  const profiles = createProfileService({
    db,
    repository: createProfileRepository(db),
    files: createLocalFileStorage(config.filesDir),
    markSubmitted: async (accountId, tx) => {
      const { afterCommit } = await accountStatus.transitionWithin(tx, accountId, 'SUBMITTED', {
        actor: 'applicant',
        reason: 'profile submitted',
      });
      return afterCommit;
    },
    now,
  });

  await app.register(errorsPlugin, {
    pageFallback: createPageFallback(config.webDistDir, portalConfig),
  });
  await app.register(securityHeadersPlugin, { strictTransportSecurity: config.isProduction });
  await app.register(fastifyCookie, { secret: deriveSecret(config.appSecret, 'cookie-signing') });
  await app.register(csrfTokensPlugin, { secureCookie: secureCookies });
  await app.register(portalSessionPlugin, { sessions });
  await app.register(openApiPlugin, { productName: config.portal.productName });

  await app.register(healthRoutes(createHealthRepository(db)));
  await app.register(servicesPlugin, {
    routes: {
      login: [
        sessionRoutes(sessions),
        humanCheckRoutes(humanCheck),
        otpRoutes({
          otp,
          sessions,
          rateLimit: config.signInRateLimit,
          verifyPerAddress: createKeyedLimit(rateLimitCounters, now, {
            name: 'otp-verify-address',
            // Three codes' worth of tries per window, from any number of clients.
            max: 3 * OTP_RULES.maxFailedAttempts,
            timeWindowMs: config.signInRateLimit.timeWindowMs,
          }),
        }),
      ],
      permits: [applicationRoutes],
      account: [profileRoutes(profiles, createLocalGazetteerLookup())],
      map: [],
      mapUpload: [],
    },
    accessContent,
    humanCheck,
    rateLimit: {
      settings: dependencies.rateLimit ?? DEFAULT_SERVICE_RATE_LIMIT,
      counters: rateLimitCounters,
      now,
    },
    extraRoutes: dependencies.extraServiceRoutes,
  });
  if (!config.isProduction) {
    await app.register(devPortalConfigRoutes(portalConfig));
    await app.register(devMailboxRoutes(outbox));
  }
  if (dependencies.adminToken !== undefined) {
    await app.register(
      adminRoutes({ adminToken: dependencies.adminToken, accounts, accountStatus }),
    );
  }
  await app.register(
    identityRoutes({
      identity: identity.service,
      sessions,
      keys: identity.keys,
      secureCookie: secureCookies,
      publicBaseUrl: config.identity.publicBaseUrl,
    }),
  );
  await app.register(
    myinfoRoutes({
      myinfo: createMyinfoComponents({
        settings: config.identity,
        transactions: identity.transactions,
        profiles,
        authorityName: config.portal.authorityName,
        now,
      }),
      secureCookie: secureCookies,
      publicBaseUrl: config.identity.publicBaseUrl,
    }),
  );
  await app.register(webAppFilesPlugin, { webDistDir: config.webDistDir });

  await app.register(housekeepingPlugin, {
    pruners: [
      humanCheckRepository.pruneExpired,
      rateLimitCounters.pruneExpired,
      sessions.pruneExpired,
      otp.pruneExpired,
      identity.transactions.pruneExpired,
    ],
    intervalMs: HOUSEKEEPING_INTERVAL_MS,
    now,
  });
  return app;
}
