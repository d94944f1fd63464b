// The stack group (PERF-13 to PERF-16): against a running `npm run stack` (by default the bench's
// own, bench/README.md), in one run: nginx serving a hashed asset from disk (the limit), bare
// Fastify, and the status call (anonymous and signed in), init-data, the dashboard's calls and a
// draft save, each through nginx to two instances, direct to one instance and, for a database
// call, its bare-SQL twin (lib/bare-sql-routes.ts) on the same database; then the applicant mix
// stepped up until its p99 reaches 200 ms. Opt-in: it seeds the stack's database
// (lib/applications-seed.ts, 1,000,000 applications, kept for the next run) and writes
// bench/results/stack.json.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  dashboardDataQuerySchema,
  dashboardFilterRequestSchema,
  type DashboardFilterRequest,
} from '@aviation-permits/domain/application';
import { API_PATHS, REQUEST_HEADERS } from '@aviation-permits/domain/http';
import {
  BENCH_APPLICANTS,
  SEEDED_APPLICANTS,
  SEEDED_APPLICATIONS,
  benchEmail,
  ensureApplicationsSeeded,
} from '../lib/applications-seed.js';
import { captureTwins } from '../lib/bare-sql-twins.js';
import { onCleanup } from '../lib/cleanup.js';
import { draftSaves, type SavableDraft } from '../lib/draft-saves.js';
import type { BenchOptions } from '../lib/options.js';
import { dashboardCall } from '../lib/query-plans.js';
import { signInSeeded, type SignedInApplicant } from '../lib/seeded-sign-in.js';
import { sendOnce } from '../lib/send-once.js';
import { startBareFastify } from '../lib/servers.js';
import { MIX_P99_LIMIT_MS, MIX_STEPS, stepUpApplicants } from '../lib/stack-applicant-mix.js';
import { figuresOfSamples, measureFromAddresses, sampleFromAddresses } from '../lib/stack-load.js';
import {
  formatStackReport,
  markedCall,
  writeStackReport,
  type LayeredCall,
  type StackReport,
} from '../lib/stack-report.js';
import {
  applicantsWithDrafts,
  openStackDatabase,
  sessionIdOfHeaders,
  stackInstance,
} from '../lib/stack-sign-in.js';
import { SAVED_FORM } from './applications-at-scale.js';
import type { LoadRequest, ScenarioGroup } from './scenario.js';

const RESULTS_FILE = fileURLToPath(new URL('../results/stack.json', import.meta.url));

/** PERF-14: the status call against bare Fastify (no SQL) and against its twin (the session). */
const STATUS_MIN_RATIO = 0.5;
/** PERF-14: every dashboard call and the draft save against its bare-SQL twin. */
const DATABASE_CALL_MIN_RATIO = 0.6;

/** What the dashboard's search box sends (the schema fills in the sort and page size). */
const SEARCH = {
  category: 'pastApplications',
  search: 'marina',
} satisfies Partial<DashboardFilterRequest>;

function log(line: string): void {
  console.error(`stack: ${line}`);
}

/** A call as each layer receives it; `request()` again for each layer (a save's versions carry on). */
interface CallPlan {
  call: string;
  request: () => LoadRequest;
  /** The twin's route (bare-sql-routes.ts), or none: compared with plain bare Fastify. */
  twin?: { path: string; request: () => LoadRequest };
  minRatio?: number;
}

/** The first hashed script /home loads, which nginx serves from disk. */
async function hashedAsset(stackUrl: string): Promise<string> {
  const html = await (await fetch(`${stackUrl}/home`)).text();
  const asset = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (asset === undefined) throw new Error('/home loads no /assets/ script');
  return asset;
}

function plans(
  accessContent: string,
  personal: SignedInApplicant,
  large: SignedInApplicant,
  drafts: SavableDraft[],
): CallPlan[] {
  const anonymous = { [REQUEST_HEADERS.accessContent]: accessContent };
  const get = (path: string, headers: Record<string, string>) => () => ({ path, headers });
  const dashboardData = `${API_PATHS.dashboardData}?category=needYourAction`;
  const twinGet = (name: string, headers: Record<string, string>) => ({
    path: `/twin/${name}`,
    request: get(`/twin/${name}`, headers),
  });
  const save = (path: string) => () => ({
    method: 'PUT' as const,
    path,
    varied: draftSaves(drafts, SAVED_FORM),
  });
  return [
    {
      call: 'GET status, anonymous',
      request: get(API_PATHS.status, anonymous),
      minRatio: STATUS_MIN_RATIO,
    },
    {
      call: 'GET status, signed in',
      request: get(API_PATHS.status, personal.headers),
      twin: twinGet('status', personal.headers),
      minRatio: STATUS_MIN_RATIO,
    },
    { call: 'GET init-data', request: get(API_PATHS.initData, anonymous) },
    {
      call: 'GET dashboard/data, applicant (50)',
      request: get(dashboardData, personal.headers),
      twin: twinGet('dashboard-data-personal', personal.headers),
      minRatio: DATABASE_CALL_MIN_RATIO,
    },
    {
      call: 'GET dashboard/data, large entity (~5,050)',
      request: get(dashboardData, large.headers),
      twin: twinGet('dashboard-data-large', large.headers),
      minRatio: DATABASE_CALL_MIN_RATIO,
    },
    {
      call: 'POST dashboard/filter, search "marina"',
      request: () => ({
        method: 'POST',
        path: API_PATHS.dashboardFilter,
        headers: { ...personal.headers, 'content-type': 'application/json' },
        body: JSON.stringify(SEARCH),
      }),
      twin: twinGet('dashboard-filter-search', personal.headers),
      minRatio: DATABASE_CALL_MIN_RATIO,
    },
    {
      call: `PUT application/draft, ${drafts.length} applicants' drafts`,
      request: save(API_PATHS.applicationDraft),
      twin: { path: '/twin/draft-save', request: save('/twin/draft-save') },
      minRatio: DATABASE_CALL_MIN_RATIO,
    },
  ];
}

/** Starts bare Fastify with the twins of the calls, as the server sends them on this database. */
async function startTwins(
  options: BenchOptions,
  db: Parameters<typeof captureTwins>[0],
  personal: SignedInApplicant,
  large: SignedInApplicant,
): Promise<string> {
  const query = dashboardDataQuerySchema.parse({ category: 'needYourAction' });
  const twins = await captureTwins(db, {
    sessionId: sessionIdOfHeaders(personal.headers),
    reads: [
      {
        name: 'dashboard-data-personal',
        call: dashboardCall((service) => service.data(personal.applicant, query)),
      },
      {
        name: 'dashboard-data-large',
        call: dashboardCall((service) => service.data(large.applicant, query)),
      },
      {
        name: 'dashboard-filter-search',
        call: dashboardCall((service) =>
          service.filter(personal.applicant, dashboardFilterRequestSchema.parse(SEARCH)),
        ),
      },
    ],
    savedForm: SAVED_FORM,
  });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'aviation-permits-twins-'));
  onCleanup('the twins file', () => rm(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'twins.json');
  await writeFile(file, JSON.stringify(twins));
  return startBareFastify({ file, databaseUrl: options.stack.databaseUrl });
}

async function runStack(options: BenchOptions): Promise<string> {
  const loadAverageBefore = os.loadavg()[0] ?? 0;
  const { url, instanceUrl, databaseUrl } = options.stack;
  const load = { durationS: options.durationS, connections: options.connections };
  const db = openStackDatabase(databaseUrl);
  const seeded = await ensureApplicationsSeeded(db);
  log(`${SEEDED_APPLICATIONS} applications, ${SEEDED_APPLICANTS} applicants (${seeded})`);

  const instance = stackInstance(instanceUrl);
  const personal = await signInSeeded(instance, db, benchEmail(BENCH_APPLICANTS.personal));
  const large = await signInSeeded(instance, db, benchEmail(BENCH_APPLICANTS.largeEntityMember));
  const drafts = await applicantsWithDrafts(instance, db, Math.max(...MIX_STEPS));
  const bareUrl = await startTwins(options, db, personal, large);
  const callPlans = plans(await instance.accessContent(), personal, large, drafts);
  // Every request answers 2xx before any is loaded, through nginx too (the firewall lets it by).
  for (const plan of callPlans) {
    await sendOnce(url, plan.request());
    if (plan.twin) await sendOnce(bareUrl, plan.twin.request());
  }

  const measure = (name: string, baseUrl: string, request: () => LoadRequest) => {
    log(`load: ${name} (${load.durationS} s)`);
    const sent = request();
    return measureFromAddresses(baseUrl, () => sent, load);
  };
  const assetPath = await hashedAsset(url);
  const staticFile = await measure('nginx static file', url, () => ({ path: assetPath }));
  const bareFastify = await measure('bare Fastify', bareUrl, () => ({ path: '/' }));
  /**
   * The call direct to one instance and its baseline in turns, A B B A, each for half the row's
   * time: a machine whose speed drifts within the minute (another process, the CPU's clock) then
   * weighs on both alike, so their ratio (PERF-14) is the servers' and not the moment's.
   */
  const measureInTurns = async (plan: CallPlan) => {
    const baselineName = plan.twin ? 'bare-SQL twin' : 'bare Fastify';
    log(`load: ${plan.call} direct and its ${baselineName}, in turns (${load.durationS} s each)`);
    const half = { ...load, durationS: load.durationS / 2 };
    const direct = plan.request();
    const baseline = plan.twin ? plan.twin.request() : { path: '/' };
    const directFirst = await sampleFromAddresses(instanceUrl, () => direct, half);
    const baselineFirst = await sampleFromAddresses(bareUrl, () => baseline, half);
    const baselineSecond = await sampleFromAddresses(bareUrl, () => baseline, half);
    const directSecond = await sampleFromAddresses(instanceUrl, () => direct, half);
    return {
      direct: figuresOfSamples([directFirst, directSecond]),
      baseline: {
        name: baselineName,
        figures: figuresOfSamples([baselineFirst, baselineSecond]),
      } satisfies LayeredCall['baseline'],
    };
  };
  const calls: StackReport['calls'] = [];
  for (const plan of callPlans) {
    const nginx = await measure(`${plan.call} through nginx`, url, plan.request);
    const { direct, baseline } =
      plan.minRatio === undefined
        ? {
            direct: await measure(`${plan.call} direct`, instanceUrl, plan.request),
            baseline: { name: 'bare Fastify' as const, figures: bareFastify },
          }
        : await measureInTurns(plan);
    calls.push(
      markedCall(
        {
          call: plan.call,
          nginx,
          direct,
          baseline,
          ...(plan.minRatio === undefined ? {} : { minRatio: plan.minRatio }),
        },
        staticFile,
      ),
    );
  }

  const steps = await stepUpApplicants(url, drafts, SAVED_FORM, load.durationS, log);
  const report: StackReport = {
    date: new Date().toISOString(),
    commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim(),
    stack: { url, instanceUrl },
    applications: `${SEEDED_APPLICATIONS.toLocaleString('en-GB')} applications`,
    settings: load,
    machine: {
      cpus: os.cpus().length,
      node: process.version,
      loadAverageBefore,
      loadAverageAfter: os.loadavg()[0] ?? 0,
    },
    staticFile: { ...staticFile, path: assetPath },
    bareFastify,
    calls,
    mix: {
      steps,
      p99LimitMs: MIX_P99_LIMIT_MS,
      largestHeld: steps.filter((step) => step.holds).at(-1) ?? null,
    },
  };
  await writeStackReport(report, RESULTS_FILE);
  return `${formatStackReport(report)}\n\nFigures written to bench/results/stack.json`;
}

export const stackLayers: ScenarioGroup = {
  name: 'stack',
  scenarios: [],
  skipReason: (options) =>
    options.groups.includes('stack')
      ? undefined
      : `opt-in (--groups=stack): needs a running stack, by default the bench's own at ${options.stack.url}`,
  run: runStack,
};
