import type { FastifyBaseLogger } from 'fastify';
import { createFileStorage } from '../adapters/files/create-file-storage.js';
import type { MailTransport } from '../adapters/mail/mail-transport.js';
import { createMapSearch } from '../adapters/map/create-map-search.js';
import { createSharedCounts } from '../adapters/redis/shared-counts.js';
import { createSharedRedis, type SharedRedis } from '../adapters/redis/shared-redis.js';
import type { AppConfig } from '../config/config.js';
import type { Database } from '../db/database.js';
import { jobStoreOf } from '../db/job-store.js';
import {
  createAccessContentTokens,
  type AccessContentTokens,
} from '../security/access-content-token.js';
import { deriveSecret } from '../security/derived-secret.js';
import { createAccountRepository } from './accounts/account.repository.js';
import { createHumanCheckRepository } from './human-check/human-check.repository.js';
import type { JobDefinition } from './jobs/job-definition.js';
import { createJobRunner, type JobRunner } from './jobs/job-runner.js';
import {
  createHumanCheckService,
  DEFAULT_HUMAN_CHECK_SETTINGS,
  type HumanCheckSettings,
} from './human-check/human-check.service.js';
import { createMailDelivery } from './mail-delivery.js';
import { createOfficerSessionRepository } from './officer-sessions/officer-session.repository.js';
import { createOfficerSessionService } from './officer-sessions/officer-session.service.js';
import { createPortalConfigSource } from './portal-config-source.js';
import type { ExpiredRowsPruner, PlatformContext } from './portal-module.js';
import {
  createRateLimitRepository,
  type RateLimitRepository,
} from './rate-limit/rate-limit.repository.js';
import { createSessionRepository } from './sessions/session.repository.js';
import { usesSecureCookies } from './sessions/portal-cookies.js';
import { createSessionService } from './sessions/session.service.js';
import { publicHolidaysFrom } from './public-holidays.js';
import { createPublicHolidayRepository } from './published-data/public-holiday.repository.js';
import { createTemporaryAreaRepository } from './published-data/temporary-area.repository.js';
import { temporaryRestrictedAreasFrom } from './temporary-restricted-areas.js';

// The platform parts, built once per app from the configuration: what every module may use (the
// context) and what only the cross-cutting plugins use (the request pipeline's tokens and counters).

/** Redis keys of the counts modules keep in the platform's sharedCounts. */
const SHARED_COUNTS_REDIS_PREFIX = 'aviation-permits:counts:';

export interface PlatformOptions {
  config: AppConfig;
  db: Database;
  now: () => Date;
  logger: FastifyBaseLogger;
  humanCheck: HumanCheckSettings | undefined;
  adminToken: string | undefined;
  /** Replaces SMTP_URL's server (tests count, fail or hang deliveries). */
  mailTransport?: MailTransport | undefined;
}

export interface Platform {
  context: PlatformContext;
  accessContent: AccessContentTokens;
  rateLimitCounters: RateLimitRepository;
  /** REDIS_URL's one connection (the flood limit, the map's counts and cache); app.ts opens and closes it. */
  redis: SharedRedis | undefined;
  /** The platform's own expired rows: spent challenges, ended windows and sessions. */
  pruners: readonly ExpiredRowsPruner[];
  /** The job runner; app.ts registers the jobs, starts it when ready and stops it on close. */
  jobRunner: JobRunner;
  /** The platform's own jobs: sending the mail outbox. */
  jobs: readonly JobDefinition[];
}

export function createPlatform(options: PlatformOptions): Platform {
  const { config, db, now } = options;
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
    options.humanCheck ?? DEFAULT_HUMAN_CHECK_SETTINGS,
    humanCheckRepository,
    now,
  );
  const rateLimitCounters = createRateLimitRepository(db);
  const redis =
    config.redisUrl === undefined ? undefined : createSharedRedis(config.redisUrl, options.logger);
  const sharedCounts = createSharedCounts(redis, SHARED_COUNTS_REDIS_PREFIX);
  const secureCookies = usesSecureCookies(config.environment);
  const sessions = createSessionService({
    db,
    accounts: createAccountRepository(db),
    sessions: createSessionRepository(db),
    settings: config.session,
    secureCookie: secureCookies,
    now,
  });
  const jobRunner = createJobRunner({
    store: jobStoreOf(db),
    workers: config.jobs.runHere,
    logger: options.logger,
  });
  const mail = createMailDelivery({
    db,
    settings: config.mail,
    transport: options.mailTransport,
    jobs: jobRunner,
    now,
    logger: options.logger,
  });
  const officerSessions = createOfficerSessionService({
    sessions: createOfficerSessionRepository(db),
    settings: config.officerSession,
    secureCookie: secureCookies,
    now,
  });

  return {
    context: {
      config,
      db,
      now,
      logger: options.logger,
      mailer: mail.mailer,
      files: createFileStorage(config.documentStore, config.filesDir),
      mapSearch: createMapSearch(config.map, {
        now,
        logger: options.logger,
        redis,
        counts: sharedCounts,
      }),
      sharedCounts,
      secureCookies,
      sessions,
      officerSessions,
      humanCheck,
      portalConfig: createPortalConfigSource(config.portal, accessContent),
      temporaryRestrictedAreas: temporaryRestrictedAreasFrom({
        configured: config.temporaryRestrictedAreas,
        published: createTemporaryAreaRepository(db),
        now,
      }),
      publicHolidays: publicHolidaysFrom(config.publicHolidays, createPublicHolidayRepository(db)),
      adminToken: options.adminToken,
      jobs: jobRunner,
    },
    accessContent,
    rateLimitCounters,
    redis,
    pruners: [
      humanCheckRepository.pruneExpired,
      rateLimitCounters.pruneExpired,
      sessions.pruneExpired,
      officerSessions.pruneExpired,
    ],
    jobRunner,
    jobs: [mail.job],
  };
}
