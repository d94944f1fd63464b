import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import type { DestinationStream } from 'pino';
import {
  serializerCompiler,
  validatorCompiler,
  type FastifyPluginAsyncZod,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config/config.js';
import { serverClock } from './config/clock.js';
import type { Database } from './db/database.js';
import { loggerOptions } from './logging/logger.js';
import { OneLinePerRequest } from './logging/one-line-per-request.js';
import { accountModule } from './modules/account/account.module.js';
import { applicationModule } from './modules/application/application.module.js';
import { autoApprovalModule } from './modules/auto-approval/auto-approval.module.js';
import { healthModule } from './modules/health/health.module.js';
import { humanCheckModule } from './modules/human-check/human-check.module.js';
import { identityModule } from './modules/identity/identity.module.js';
import { lifecycleModule } from './modules/lifecycle/lifecycle.module.js';
import { mapModule } from './modules/map/map.module.js';
import { mapUploadModule } from './modules/map-upload/map-upload.module.js';
import { mailboxModule } from './modules/mailbox/mailbox.module.js';
import { officerModule } from './modules/officer/officer.module.js';
import { otpModule } from './modules/otp/otp.module.js';
import { paymentModule } from './modules/payment/payment.module.js';
import { permitModule } from './modules/permit/permit.module.js';
import { portalConfigModule } from './modules/portal-config/portal-config.module.js';
import { profileModule } from './modules/profile/profile.module.js';
import { publishedDataModule } from './modules/published-data/published-data.module.js';
import { sessionModule } from './modules/session/session.module.js';
import type { MailTransport } from './adapters/mail/mail-transport.js';
import { buildModules } from './platform/build-modules.js';
import { createPlatform } from './platform/create-platform.js';
import { createBacklogRepository } from './platform/observability/backlog.repository.js';
import type { HumanCheckSettings } from './platform/human-check/human-check.service.js';
import type { JobRunner } from './platform/jobs/job-runner.js';
import type { PortalModule } from './platform/portal-module.js';
import { portalCookieNames } from './platform/sessions/portal-cookies.js';
import { compressionPlugin } from './plugins/compression.js';
import { csrfTokensPlugin } from './plugins/csrf.js';
import { errorsPlugin } from './plugins/errors.js';
import { frameworkErrorOptions } from './plugins/framework-errors.js';
import { hostHeaderPlugin } from './plugins/host-header.js';
import { housekeepingPlugin } from './plugins/housekeeping.js';
import { httpServerOptions } from './plugins/http-server-options.js';
import { metricsPlugin } from './plugins/metrics.js';
import { openApiPlugin } from './plugins/openapi.js';
import { DEFAULT_SERVICE_RATE_LIMIT, type RateLimitSettings } from './plugins/rate-limit.js';
import { officerSessionPlugin } from './plugins/officer-session.js';
import { portalSessionPlugin } from './plugins/portal-session.js';
import { requestIdOptions, requestIdPlugin } from './plugins/request-id.js';
import { securityEventsPlugin } from './plugins/security-events.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { servicesPlugin } from './plugins/services.js';
import { createPageFallback, webAppFilesPlugin } from './plugins/web-app.js';
import { deriveSecret } from './security/derived-secret.js';

// The composition root: the cross-cutting plugins, the platform parts (platform/create-platform.ts)
// and the modules, each of which builds its own services (platform/portal-module.ts). A new module
// is a folder under modules/ and one line in MODULES.

/**
 * Built in this order: a module that asks for a port (account → profile → identity) comes after
 * the module that provides it. Development-only modules are skipped in production.
 */
const MODULES: readonly PortalModule[] = [
  healthModule,
  sessionModule,
  humanCheckModule,
  otpModule,
  accountModule,
  profileModule,
  identityModule,
  // Before the application module, which asks for its port (permits).
  permitModule,
  applicationModule,
  // After the modules whose ports it asks for (applicationDecisions).
  officerModule,
  // After the officer module, whose audit trail it writes to (officerAudit).
  publishedDataModule,
  // After the application module (processingEntries, applicationDecisions) and the officer module
  // (officerAudit).
  autoApprovalModule,
  mapUploadModule,
  paymentModule,
  mapModule,
  portalConfigModule,
  mailboxModule,
  lifecycleModule,
];

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
  /** Where log lines go instead of standard output (the log-redaction test reads them). */
  logStream?: DestinationStream;
  /** Replaces SMTP_URL's server: tests count, fail or hang deliveries. */
  mailTransport?: MailTransport;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's job runner (docs/jobs.md); modules reach it as `context.jobs`, tests here. */
    jobs: JobRunner;
  }
}

export async function buildApp(dependencies: AppDependencies) {
  const { config, db } = dependencies;
  const now = dependencies.now ?? serverClock(config.clockOffsetDays);

  const app = Fastify({
    logger: loggerOptions(config, dependencies.logStream),
    trustProxy: config.trustProxy,
    logController: new OneLinePerRequest(),
    ...frameworkErrorOptions,
    ...requestIdOptions,
    ...httpServerOptions(config.server),
  }).withTypeProvider<ZodTypeProvider>();
  if (config.clockOffsetDays > 0) {
    // PRM-16: said at start, so a log read later explains every date the portal wrote.
    app.log.warn(`DEV_CLOCK_OFFSET_DAYS: the clock runs ${config.clockOffsetDays} days ahead`);
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only (multipart arrives with the account service): other bodies are answered 415.
  app.removeContentTypeParser('text/plain');

  const platform = createPlatform({
    config,
    db,
    now,
    logger: app.log,
    humanCheck: dependencies.humanCheck,
    adminToken: dependencies.adminToken,
    mailTransport: dependencies.mailTransport,
  });
  const { context, redis } = platform;
  if (redis) {
    app.addHook('onClose', async () => redis.close());
    // The server starts without Redis; its users count and keep in memory until it answers.
    await redis.connect();
  }
  const modules = buildModules(MODULES, context);

  await app.register(errorsPlugin, {
    pageFallback: createPageFallback(config.webDistDir, context.portalConfig),
  });
  await app.register(requestIdPlugin);
  await app.register(hostHeaderPlugin);
  await app.register(compressionPlugin);
  await app.register(securityHeadersPlugin, {
    strictTransportSecurity: config.isProduction,
    imageOrigins: [new URL(config.portal.mapTileBaseUrl).origin],
  });
  await app.register(fastifyCookie, { secret: deriveSecret(config.appSecret, 'cookie-signing') });
  await app.register(csrfTokensPlugin, {
    cookieName: portalCookieNames(context.secureCookies).csrfSecret,
    secureCookie: context.secureCookies,
    bindingKey: deriveSecret(config.appSecret, 'csrf-session-binding'),
  });
  await app.register(portalSessionPlugin, { sessions: context.sessions });
  await app.register(officerSessionPlugin, { officerSessions: context.officerSessions });
  await app.register(securityEventsPlugin);
  await app.register(metricsPlugin, {
    access: config.metrics,
    backlog: createBacklogRepository(db),
  });
  await app.register(openApiPlugin, {
    productName: config.portal.productName,
    serve: config.apiDocs,
  });

  await app.register(servicesPlugin, {
    routes: modules.serviceRoutes,
    accessContent: platform.accessContent,
    humanCheck: context.humanCheck,
    rateLimit: {
      settings: dependencies.rateLimit ?? DEFAULT_SERVICE_RATE_LIMIT,
      counters: platform.rateLimitCounters,
      now,
      redis,
    },
    extraRoutes: dependencies.extraServiceRoutes,
    publicOrigin: config.publicOrigin,
  });
  for (const routes of modules.routes) await app.register(routes);
  await app.register(webAppFilesPlugin, { webDistDir: config.webDistDir });

  const { jobRunner } = platform;
  jobRunner.register([...platform.jobs, ...modules.jobs]);
  await app.register(housekeepingPlugin, {
    pruners: [...platform.pruners, ...modules.pruners],
    now,
    jobs: jobRunner,
  });
  app.decorate('jobs', jobRunner);
  // Started once every job is registered and housekeeping's start-up pass is done; stopped
  // before the onClose hooks, while the database is still open (server.ts closes it there).
  app.addHook('onReady', () => jobRunner.start());
  app.addHook('preClose', () => jobRunner.stop());
  return app;
}
