import type { PortalConfig } from '@aviation-permits/domain/portal-config';
import type { ServiceName } from '@aviation-permits/domain/http';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FileStorage } from '../adapters/files/file-storage.js';
import type { MapSearch } from '../adapters/map/map-search.js';
import type { SharedCounts } from '../adapters/redis/shared-counts.js';
import type { Mailer } from '../adapters/mail/mailer.js';
import type { AppConfig } from '../config/config.js';
import type { Database } from '../db/database.js';
import type { HumanCheckService } from './human-check/human-check.service.js';
import type { JobDefinition } from './jobs/job-definition.js';
import type { JobsService } from './jobs/job-runner.js';
import type { AccountDecisionsPort } from './ports/account-decisions.js';
import type { AccountSubmissionPort } from './ports/account-submission.js';
import type { ApplicationDecisionsPort } from './ports/application-decisions.js';
import type { ApplicationDocumentsPort } from './ports/application-documents.js';
import type { ApplicationPaymentsPort } from './ports/application-payments.js';
import type { PaymentCheckoutsPort } from './ports/payment-checkouts.js';
import type { PermitsPort } from './ports/permits.js';
import type { ProcessingEntriesPort } from './ports/processing-entries.js';
import type { OfficerSessionService } from './officer-sessions/officer-session.service.js';
import type { OfficerSignInCodesPort } from './ports/officer-sign-in-codes.js';
import type { OfficerAuditPort } from './ports/officer-audit.js';
import type { OfficerIdentityPort } from './ports/officer-identity.js';
import type { OneTimeCodesPort } from './ports/one-time-codes.js';
import type { ProfilePrefillPort } from './ports/profile-prefill.js';
import type { ProfileReviewPort } from './ports/profile-review.js';
import type { SessionService } from './sessions/session.service.js';
import type { PublicHolidays } from './public-holidays.js';
import type { TemporaryRestrictedAreas } from './temporary-restricted-areas.js';

// The module contract (OPS-14). Each folder under modules/ exports one `PortalModule` from its
// `<name>.module.ts`; app.ts lists them once. A module builds its own repositories and services
// from the context below and hands back its routes, pruners and jobs, so adding a module never edits
// another module or the wiring of the others. A module imports platform parts, adapters, db,
// errors, http and security, never another module, a plugin or app.ts (OPS-15, eslint.config.js).

/** Deletes rows that have outlived their purpose; housekeeping runs every pruner now and then. */
export type ExpiredRowsPruner = (now: Date) => Promise<void>;

/** The route plugins each service base path holds (SERVICE_BASE_PATHS), inside the pipeline. */
export type ServiceRoutes = Record<ServiceName, readonly FastifyPluginAsyncZod[]>;

/**
 * What one module serves another, without either importing the other: the provider lists it
 * under `provides`, the consumer asks `context.port(name)` while it builds (so the provider must
 * come earlier in app.ts's list).
 */
export interface ModulePorts {
  /** Served by the account module: SUBMITTED inside the profile submission's transaction. */
  accountSubmission: AccountSubmissionPort;
  /** Served by the account module: an officer's decision on an account, audited by the officer module. */
  accountDecisions: AccountDecisionsPort;
  /** Served by the profile module: MyInfo values into an open profile (identity module). */
  profilePrefill: ProfilePrefillPort;
  /** Served by the profile module: an account's profile and documents for review (officer module). */
  profileReview: ProfileReviewPort;
  /** Served by the otp module: codes that prove an address (profile module). */
  oneTimeCodes: OneTimeCodesPort;
  /** Served by the otp module: the officers' e-mail codes, apart from the applicants' (officer module). */
  officerSignInCodes: OfficerSignInCodesPort;
  /** Served by the application module: the licence-map screenshot as a document (map-upload module). */
  applicationDocuments: ApplicationDocumentsPort;
  /** Served by the application module: what an application owes, and its move once paid (payment module). */
  applicationPayments: ApplicationPaymentsPort;
  /** Served by the application module: an application under review and the officers' decisions (officer module). */
  applicationDecisions: ApplicationDecisionsPort;
  /** Served by the application module: acting on an application as it arrives in Processing (auto-approval module). */
  processingEntries: ProcessingEntriesPort;
  /** Served by the permit module: the permit issued at approval, voided, downloaded (application module). */
  permits: PermitsPort;
  /** Served by the payment module: an expired application's open checkout closed (lifecycle module). */
  paymentCheckouts: PaymentCheckoutsPort;
  /** Served by the officer module: an audit row of another module's officer action (published-data module). */
  officerAudit: OfficerAuditPort;
  /** Served by the identity module: the round trip through the authority's provider (officer module, OFF-60). */
  officerIdentity: OfficerIdentityPort;
}

/** The platform parts every module may use; app.ts builds them once per app. */
export interface PlatformContext {
  config: AppConfig;
  db: Database;
  /** The clock of tokens, sessions, challenges and counters; tests move it. */
  now: () => Date;
  logger: FastifyBaseLogger;
  mailer: Mailer;
  files: FileStorage;
  /** OneMap or the packaged gazetteer, one per app so OneMap's token is fetched once (map, profile). */
  mapSearch: MapSearch;
  /**
   * Counts in fixed windows, shared by every instance through Redis when REDIS_URL is set, else in
   * this instance's memory: for limits that must not cost a database write per call (MAP-18).
   */
  sharedCounts: SharedCounts;
  /** One secure-cookie decision for every cookie: Secure everywhere but plain-HTTP development. */
  secureCookies: boolean;
  /** Also read by the session plugin; sign-in modules start sessions with it. */
  sessions: SessionService;
  /** The officers' sessions (OFF-5), read by the officer-session plugin; the officer module signs in with it. */
  officerSessions: OfficerSessionService;
  /** The pipeline's human check; the login service hands out its challenges. */
  humanCheck: HumanCheckService;
  /** The settings the web app reads from its page (also served to Vite in development). */
  portalConfig: () => PortalConfig;
  /** The temporary restricted areas the authority publishes (map, Enquiry Tool, submissions). */
  temporaryRestrictedAreas: TemporaryRestrictedAreas;
  /** The public holidays the working-day lead times skip: shipped, configured and added (OFF-34). */
  publicHolidays: PublicHolidays;
  /** Set when the loopback admin route of `npm run accounts` is enabled (server.ts). */
  adminToken: string | undefined;
  /** The job runner's last runs and failures, and the retry of a failed one (docs/jobs.md). */
  jobs: JobsService;
}

export interface ModuleContext extends PlatformContext {
  /** A port an earlier module provides; throws at start if none does. */
  port<Name extends keyof ModulePorts>(name: Name): ModulePorts[Name];
}

/** What a module adds to the app; every part is optional. */
interface ModuleContribution {
  /** Routes inside the service pipeline (access content, CSRF, rate limit, human check). */
  serviceRoutes?: Partial<ServiceRoutes>;
  /** Routes outside it: browser navigations, health, well-known, loopback and development tools. */
  routes?: readonly FastifyPluginAsyncZod[];
  pruners?: readonly ExpiredRowsPruner[];
  /** Background work for the job runner, each safe to run twice and on several instances. */
  jobs?: readonly JobDefinition[];
  provides?: Partial<ModulePorts>;
}

export interface PortalModule {
  /** Names the module in start-up errors. */
  name: string;
  /** Development tools: never built when NODE_ENV=production. */
  developmentOnly?: boolean;
  build(context: ModuleContext): ModuleContribution;
}
