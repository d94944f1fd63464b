import { PORTAL_CONSTANTS } from '@aviation-permits/domain/constants';
import { type AutoApprovalPolicy } from '@aviation-permits/domain/application';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_WEB_DIST_DIR } from '../package-paths.js';
import { feeEnvironment, feeProductionProblems, feeSettings, type FeeSchedule } from './fees.js';
import { jobsEnvironment, jobsSettings, type JobsSettings } from './jobs.js';
import { autoApprovalEnvironment, readAutoApprovalPolicy } from './auto-approval.js';
import { clockEnvironment, clockProblems, clockSettings } from './clock.js';
import {
  documentStoreEnvironment,
  documentStoreProblems,
  documentStoreSettings,
  type DocumentStoreSettings,
} from './documents.js';
import { mapConfigProblems, mapEnvironment, mapSettings, type MapSettings } from './map.js';
import {
  eligibilityEnvironment,
  eligibilitySettings,
  type EligibilitySettings,
} from './eligibility.js';
import {
  officerEnvironment,
  officerSettings,
  officerSignInProblems,
  type OfficerSessionSettings,
  type OfficerSignInSettings,
} from './officers.js';
import {
  publishedDataEnvironment,
  publishedDataSettings,
  readTemporaryRestrictedAreas,
  type PublishedDataSettings,
} from './published-data.js';
import {
  serverConfigProblems,
  serverEnvironment,
  serverSettings,
  type MetricsAccess,
  type ServerLimits,
} from './server.js';
import {
  paymentEnvironment,
  paymentProblems,
  paymentSettings,
  type PaymentSettings,
} from './payment.js';
import {
  identityEnvironment,
  identityProductionProblems,
  identitySettings,
  type IdentitySettings,
} from './identity.js';
import {
  sessionEnvironment,
  sessionSettings,
  type MailSettings,
  type SessionSettings,
  type SignInRateLimit,
} from './sessions.js';

// The one place that reads the environment (OPS-2). Every key has a development
// default so that `npm start` works on a fresh machine; production refuses the defaults that only
// make sense on a developer's machine and names the variable to set.

/** Signs tokens in development only; production must set its own APP_SECRET. */
const DEVELOPMENT_APP_SECRET = 'development-only-secret-never-use-in-production';
const MIN_PRODUCTION_SECRET_LENGTH = 32;

const booleanString = z.enum(['true', 'false']).transform((value) => value === 'true');

const environmentSchema = z.object({
  /** development | test | production. Production refuses the development-only defaults. */
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /** TCP port of the API and the web app (one port for both). */
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  /** Interface to listen on; 0.0.0.0 accepts connections from other machines and containers. */
  HOST: z.string().min(1).default('0.0.0.0'),
  /** pino log level. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** PostgreSQL connection string. Absent: the embedded PGlite under DATA_DIR (not in production). */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** Directory for local data (the PGlite database, uploaded files), resolved against the working directory. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** Secret that signs access-content tokens, CSRF cookies and human-check challenges. */
  APP_SECRET: z.string().min(1).default(DEVELOPMENT_APP_SECRET),
  /** The authority's name, shown in the page title, masthead and messages. */
  AUTHORITY_NAME: z.string().trim().min(1).default('Civil Aviation Authority'),
  /** The product name, used for example in the licence-map screenshot's file name. */
  PRODUCT_NAME: z.string().trim().min(1).default('AviationPermits'),
  /** Support address shown in the server-down message. */
  SUPPORT_EMAIL: z.email().default('support@aviation-permits.example'),
  /** Idle time before the session-timeout modal (CONST-1's default). */
  IDLE_TIMEOUT_MS: z.coerce.number().int().positive().default(PORTAL_CONSTANTS.idleTimeoutMs),
  /** The built web app to serve; defaults to apps/web/dist of this repository. */
  WEB_DIST_DIR: z.string().min(1).default(DEFAULT_WEB_DIST_DIR),
  /** true behind a reverse proxy, so client addresses (rate limits) come from X-Forwarded-For. */
  TRUST_PROXY: booleanString.default(false),
  /**
   * true: serve the OpenAPI document and Swagger UI at /api-docs. Default true outside production
   * and false in production, where the API's map is of no use to visitors (OPS-5).
   */
  API_DOCS: booleanString.optional(),
  /**
   * Redis for the flood limit every service call pays, shared by every instance. Absent: each
   * instance counts in its own memory (the routes' own limits always count in the database).
   */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  ...identityEnvironment,
  ...sessionEnvironment,
  ...feeEnvironment,
  ...eligibilityEnvironment,
  ...mapEnvironment,
  ...jobsEnvironment,
  ...documentStoreEnvironment,
  ...paymentEnvironment,
  ...officerEnvironment,
  ...publishedDataEnvironment,
  ...autoApprovalEnvironment,
  ...serverEnvironment,
  ...clockEnvironment,
});

type Environment = z.infer<typeof environmentSchema>;

export interface PortalSettings {
  authorityName: string;
  productName: string;
  supportEmail: string;
  idleTimeoutMs: number;
  /** The map's tile server (MAP_TILES_BASE_URL), for the page's map. */
  mapTileBaseUrl: string;
  /** Which sign-in the officer console's sign-in page shows (OFFICER_SIGN_IN). */
  officerSignIn: OfficerSignInSettings['method'];
}

export interface AppConfig extends PublishedDataSettings {
  environment: Environment['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  logLevel: Environment['LOG_LEVEL'];
  /** Absent: embedded PGlite in `pgliteDataDir`. */
  databaseUrl: string | undefined;
  pgliteDataDir: string;
  /** Where the running server leaves its admin token for `npm run accounts` (DATA_DIR/admin-token). */
  adminTokenFile: string;
  appSecret: string;
  webDistDir: string;
  trustProxy: boolean;
  /**
   * PUBLIC_BASE_URL's origin when it is set: the one origin state-changing calls may come from
   * (SEC-4). Absent, the request's own host is the portal's.
   */
  publicOrigin: string | undefined;
  /** Serve /api-docs (Swagger UI and its JSON); the document is generated either way. */
  apiDocs: boolean;
  /** Absent: the flood limit counts per instance, in memory. */
  redisUrl: string | undefined;
  portal: PortalSettings;
  /** Uploaded files (embedded file storage): DATA_DIR/files. */
  filesDir: string;
  /** Where uploaded documents are kept: filesDir, or an S3 bucket (config/documents.ts). */
  documentStore: DocumentStoreSettings;
  identity: IdentitySettings;
  session: SessionSettings;
  /** The officers' sessions: shorter time-outs than an applicant's (config/officers.ts). */
  officerSession: OfficerSessionSettings;
  /** How officers sign in: e-mail code and TOTP, or the authority's provider (config/officers.ts). */
  officerSignIn: OfficerSignInSettings;
  mail: MailSettings;
  signInRateLimit: SignInRateLimit;
  /** Application fees in cents (config/fees.ts). */
  fees: FeeSchedule;
  /** The Enquiry Tool's rule figures the authority may change (config/eligibility.ts, ENQ-10). */
  eligibility: EligibilitySettings;
  /** OneMap, or the packaged gazetteer when absent (config/map.ts). */
  map: MapSettings;
  /** Whether this instance runs the background jobs (config/jobs.ts). */
  jobs: JobsSettings;
  /** The payment gateway and its credentials (config/payment.ts). */
  payment: PaymentSettings;
  /** The HTTP server's time-outs and size limits (config/server.ts). */
  server: ServerLimits;
  /** Who may read /metrics (config/server.ts, OPS-33). */
  metrics: MetricsAccess;
  /** The applications the portal approves itself, at once (config/auto-approval.ts, OFF-56). */
  autoApproval: AutoApprovalPolicy;
  /** Days the server's clock is moved forward, development only (config/clock.ts). */
  clockOffsetDays: number;
}

/** Thrown with one line per bad variable, so the operator can fix them all at once. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Production refuses the defaults that only make sense on a developer's machine. Read from the raw
 * values, so these are listed together with any malformed variable.
 */
function productionProblems(values: Record<string, string>): Map<string, string> {
  const problems = new Map<string, string>();
  if (values.NODE_ENV !== 'production') return problems;
  if (values.DATABASE_URL === undefined) {
    problems.set('DATABASE_URL', 'DATABASE_URL is required in production');
  }
  // Without SMTP the codes would go to the outbox table, which production does not show: no one
  // could sign in by e-mail or prove an address.
  if (values.SMTP_URL === undefined) {
    problems.set('SMTP_URL', 'SMTP_URL is required in production');
  }
  const secret = values.APP_SECRET;
  if (secret === undefined || secret === DEVELOPMENT_APP_SECRET) {
    problems.set('APP_SECRET', 'APP_SECRET is required in production');
  } else if (secret.length < MIN_PRODUCTION_SECRET_LENGTH) {
    problems.set(
      'APP_SECRET',
      `APP_SECRET must be at least ${MIN_PRODUCTION_SECRET_LENGTH} characters in production`,
    );
  }
  for (const [variable, problem] of identityProductionProblems(values)) {
    problems.set(variable, problem);
  }
  for (const [variable, problem] of feeProductionProblems(values)) problems.set(variable, problem);
  return problems;
}

/** An empty variable (`PORT=`) means "not set", as in most shells' habits. */
function withoutEmptyValues(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

/** Parses the environment; throws a ConfigError naming every bad variable, one line each. */
export function loadConfig(
  source: NodeJS.ProcessEnv = process.env,
  workingDirectory: string = process.cwd(),
): AppConfig {
  const values = withoutEmptyValues(source);
  const parsed = environmentSchema.safeParse(values);
  const problems = productionProblems(values);
  for (const [variable, problem] of mapConfigProblems(values)) problems.set(variable, problem);
  for (const [variable, problem] of serverConfigProblems(values)) problems.set(variable, problem);
  // The gateway's keys are checked in every environment: a stripe gateway without them cannot work.
  for (const [variable, problem] of paymentProblems(values)) problems.set(variable, problem);
  for (const [variable, problem] of documentStoreProblems(values)) problems.set(variable, problem);
  for (const [variable, problem] of clockProblems(values)) problems.set(variable, problem);
  for (const [variable, problem] of officerSignInProblems(values)) problems.set(variable, problem);
  const temporaryAreas = readTemporaryRestrictedAreas(values, workingDirectory);
  for (const [variable, problem] of temporaryAreas.problems) problems.set(variable, problem);
  const autoApproval = readAutoApprovalPolicy(values, workingDirectory);
  for (const [variable, problem] of autoApproval.problems) problems.set(variable, problem);
  for (const issue of parsed.error?.issues ?? []) {
    const variable = String(issue.path[0]);
    // A malformed value is the more precise message; keep one line per variable.
    problems.set(variable, `${variable}: ${issue.message}`);
  }
  if (!parsed.success || problems.size > 0) throw new ConfigError([...problems.values()]);

  const environment = parsed.data;
  return {
    environment: environment.NODE_ENV,
    isProduction: environment.NODE_ENV === 'production',
    port: environment.PORT,
    host: environment.HOST,
    logLevel: environment.LOG_LEVEL,
    databaseUrl: environment.DATABASE_URL,
    pgliteDataDir: path.resolve(workingDirectory, environment.DATA_DIR, 'pglite'),
    adminTokenFile: path.resolve(workingDirectory, environment.DATA_DIR, 'admin-token'),
    filesDir: path.resolve(workingDirectory, environment.DATA_DIR, 'files'),
    appSecret: environment.APP_SECRET,
    webDistDir: path.resolve(workingDirectory, environment.WEB_DIST_DIR),
    trustProxy: environment.TRUST_PROXY,
    publicOrigin:
      environment.PUBLIC_BASE_URL === undefined
        ? undefined
        : new URL(environment.PUBLIC_BASE_URL).origin,
    apiDocs: environment.API_DOCS ?? environment.NODE_ENV !== 'production',
    redisUrl: environment.REDIS_URL,
    portal: {
      authorityName: environment.AUTHORITY_NAME,
      productName: environment.PRODUCT_NAME,
      supportEmail: environment.SUPPORT_EMAIL,
      idleTimeoutMs: environment.IDLE_TIMEOUT_MS,
      mapTileBaseUrl: environment.MAP_TILES_BASE_URL,
      officerSignIn: environment.OFFICER_SIGN_IN,
    },
    ...sessionSettings(environment),
    ...feeSettings(environment),
    ...eligibilitySettings(environment),
    ...mapSettings(environment),
    ...jobsSettings(environment),
    ...documentStoreSettings(environment),
    ...paymentSettings(environment),
    ...officerSettings(environment),
    ...publishedDataSettings(environment, temporaryAreas.value),
    autoApproval: autoApproval.value,
    ...serverSettings(environment),
    ...clockSettings(environment),
    identity: identitySettings(environment, path.resolve(workingDirectory, environment.DATA_DIR)),
  };
}
