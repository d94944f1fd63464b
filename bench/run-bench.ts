// `npm run bench`: starts the built portal and bare Fastify side by side, loads both with
// autocannon, measures what /home loads first, runs Lighthouse, prints one report and writes it
// as JSON under bench/results/. It stops everything it started, also on failure or Ctrl-C.
// A script that prints figures, not a test: a missed target does not fail the run.
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { ROUTE_PATHS } from '@aviation-permits/domain/navigation';
import { cleanUp, cleanUpOnSignals } from './lib/cleanup.js';
import { measureEnquiryAnswers } from './lib/enquiry-answer.js';
import { measureInitialAssets } from './lib/initial-assets.js';
import { runLighthouse, startChrome } from './lib/lighthouse.js';
import type { FormFactor } from './lib/lighthouse.js';
import { LIGHTHOUSE_PAGES } from './lib/lighthouse-options.js';
import { measureLoad } from './lib/load.js';
import { benchDatabase } from './lib/postgres.js';
import { forgetSeedMarkers } from './lib/seed-marker.js';
import { readOptions } from './lib/options.js';
import type { BenchOptions } from './lib/options.js';
import { formatReport, writeReport } from './lib/report.js';
import type { BenchReport, LoadRow } from './lib/report.js';
import { startBareFastify, startPortal } from './lib/servers.js';
import type { RunningPortal } from './lib/servers.js';
import { TARGETS, atLeast, atMost, both } from './lib/targets.js';
import type { Mark } from './lib/targets.js';
import { SCENARIO_GROUPS } from './scenarios/index.js';
import type { LoadScenario } from './scenarios/scenario.js';

const RESULTS_DIR = fileURLToPath(new URL('./results', import.meta.url));
const FORM_FACTORS: FormFactor[] = ['mobile', 'desktop'];

function targetText(scenario: LoadScenario): string {
  const { minRatioToBare, maxP50Ms, maxP99Ms } = scenario.target ?? {};
  return [
    minRatioToBare !== undefined ? `>= ${minRatioToBare.toFixed(2)} x bare` : '',
    maxP50Ms !== undefined ? `p50 < ${maxP50Ms} ms` : '',
    maxP99Ms !== undefined ? `p99 < ${maxP99Ms} ms` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** A latency target is a strict bound ("under 20 ms"). */
function below(value: number, limit: number | undefined): Mark {
  if (limit === undefined) return '';
  return value < limit ? 'pass' : 'miss';
}

function loadMark(scenario: LoadScenario, row: Omit<LoadRow, 'mark' | 'target'>): Mark {
  const { minRatioToBare, maxP50Ms, maxP99Ms } = scenario.target ?? {};
  if (minRatioToBare === undefined && maxP50Ms === undefined && maxP99Ms === undefined) return '';
  // Refused or failed requests are not throughput: a target row with any does not pass.
  if (row.non2xx + row.errors > 0) return 'miss';
  return both(
    minRatioToBare !== undefined ? atLeast(row.ratioToBare, minRatioToBare) : '',
    both(below(row.p50Ms, maxP50Ms), below(row.p99Ms, maxP99Ms)),
  );
}

/** What the groups add to the report besides their rows. */
type GroupOutcomes = Pick<BenchReport, 'failures' | 'skipped' | 'notes'>;

async function runLoad(
  options: BenchOptions,
  portal: RunningPortal,
  bareRequestsPerSecond: number,
  { failures, skipped, notes }: GroupOutcomes,
): Promise<LoadRow[]> {
  const rows: LoadRow[] = [];
  const groups = SCENARIO_GROUPS.filter(
    (group) => options.groups.length === 0 || options.groups.includes(group.name),
  );
  for (const group of groups) {
    const skipReason = group.skipReason?.(options);
    if (skipReason !== undefined) {
      console.error(`skipped: ${group.name} (${skipReason})`);
      skipped.push(`${group.name}: ${skipReason}`);
      continue;
    }
    if (group.run) {
      try {
        notes.push({ group: group.name, text: await group.run(options) });
      } catch (error) {
        failures.push(`${group.name}: ${String(error)}`);
      }
      continue;
    }
    for (const scenario of group.scenarios) {
      try {
        const request = await scenario.prepare(portal);
        console.error(`load: ${scenario.name} (${options.durationS} s)`);
        const figures = await measureLoad(portal.baseUrl, request, options);
        const row = {
          group: group.name,
          name: scenario.name,
          ...figures,
          ratioToBare: figures.requestsPerSecond / Math.max(1, bareRequestsPerSecond),
        };
        rows.push({ ...row, target: targetText(scenario), mark: loadMark(scenario, row) });
      } catch (error) {
        failures.push(`${group.name} / ${scenario.name}: ${String(error)}`);
      }
    }
    if (group.afterLoad) {
      try {
        notes.push({ group: group.name, text: await group.afterLoad() });
      } catch (error) {
        failures.push(`${group.name} (after the load): ${String(error)}`);
      }
    }
  }
  return rows;
}

async function runLighthouseRows(
  options: BenchOptions,
  baseUrl: string,
  failures: string[],
): Promise<BenchReport['lighthouse']> {
  if (!options.lighthouse) return [];
  const chromePort = await startChrome(options.chromePath);
  const rows: BenchReport['lighthouse'] = [];
  for (const page of LIGHTHOUSE_PAGES) {
    for (const formFactor of FORM_FACTORS) {
      try {
        console.error(`lighthouse: ${page} (${formFactor})`);
        const figures = await runLighthouse(chromePort, `${baseUrl}${page}`, formFactor);
        const mark = both(
          atLeast(figures.performance, TARGETS.lighthousePerformance),
          atLeast(figures.accessibility, TARGETS.lighthouseAccessibility),
        );
        const interactiveMark =
          page === ROUTE_PATHS.checkPermitEligibility && formFactor === 'mobile'
            ? atMost(figures.interactiveMs, TARGETS.enquiryInteractiveMs)
            : '';
        rows.push({ ...figures, mark, interactiveMark });
      } catch (error) {
        failures.push(`Lighthouse ${page} (${formFactor}): ${String(error)}`);
      }
    }
  }
  return rows;
}

async function runEnquiryAnswer(
  options: BenchOptions,
  baseUrl: string,
  failures: string[],
): Promise<BenchReport['enquiryAnswer']> {
  if (!options.lighthouse) return undefined;
  try {
    console.error('browser: the Enquiry Tool answering changed questions');
    const figures = await measureEnquiryAnswers(options.chromePath, baseUrl);
    return { ...figures, mark: figures.p95Ms < TARGETS.enquiryAnswerMs ? 'pass' : 'miss' };
  } catch (error) {
    failures.push(`Enquiry Tool answer: ${String(error)}`);
    return undefined;
  }
}

async function run(options: BenchOptions): Promise<BenchReport> {
  const outcomes: GroupOutcomes = { failures: [], skipped: [], notes: [] };
  const loadAverage = os.loadavg()[0] ?? 0;
  if (options.reseed && process.env.DATABASE_URL) await forgetSeedMarkers(benchDatabase());
  console.error('starting the portal and bare Fastify…');
  const portal = await startPortal();
  const bareUrl = await startBareFastify();
  console.error(`load: bare Fastify (${options.durationS} s)`);
  const bareFastify = await measureLoad(bareUrl, { path: '/' }, options);
  const load = await runLoad(options, portal, bareFastify.requestsPerSecond, outcomes);
  const assets = await measureInitialAssets(portal.baseUrl, ROUTE_PATHS.home);
  const lighthouse = await runLighthouseRows(options, portal.baseUrl, outcomes.failures);
  const enquiryAnswer = await runEnquiryAnswer(options, portal.baseUrl, outcomes.failures);
  return {
    date: new Date().toISOString(),
    mode: options.quick ? 'quick' : 'full',
    settings: {
      durationS: options.durationS,
      connections: options.connections,
      database: portal.database,
    },
    machine: {
      cpus: os.cpus().length,
      node: process.version,
      platform: process.platform,
      loadAverage,
    },
    bareFastify,
    load,
    assets: {
      ...assets,
      marks: {
        js: atMost(assets.js.gzipBytes / 1024, TARGETS.initialJsGzipKb),
        css: atMost(assets.css.gzipBytes / 1024, TARGETS.initialCssGzipKb),
      },
    },
    lighthouse,
    ...(enquiryAnswer ? { enquiryAnswer } : {}),
    ...outcomes,
  };
}

cleanUpOnSignals();
let exitCode = 0;
try {
  const report = await run(readOptions(process.argv.slice(2), process.env));
  console.log(formatReport(report));
  const file = await writeReport(report, RESULTS_DIR);
  console.log(`\nFigures written to ${file} and bench/results/latest.json`);
} catch (error) {
  console.error('The bench could not run:', error);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
