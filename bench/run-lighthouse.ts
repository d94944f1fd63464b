// `npm run bench:lighthouse`: Lighthouse alone, on the pages and profiles asked for, each run as
// many times as asked, against the built portal. For measuring one page's start-up (PERF-4,
// PERF-11) without the load scenarios; it writes no results file (bench/results/latest.json stays
// the full run's).
import os from 'node:os';
import { cleanUp, cleanUpOnSignals } from './lib/cleanup.js';
import { runLighthouse, startChrome } from './lib/lighthouse.js';
import type { LighthouseFigures } from './lib/lighthouse.js';
import { LIGHTHOUSE_HELP, readLighthouseOptions } from './lib/lighthouse-options.js';
import type { LighthouseOptions } from './lib/lighthouse-options.js';
import { startPortal } from './lib/servers.js';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function line(label: string, runs: LighthouseFigures[]): string {
  const figure = (pick: (run: LighthouseFigures) => number) =>
    `${median(runs.map(pick))} (${runs.map(pick).join(', ')})`;
  return [
    label,
    `  performance ${figure((run) => run.performance)}`,
    `  TTI ms ${figure((run) => run.interactiveMs)}`,
    `  LCP ms ${figure((run) => run.largestContentfulPaintMs)}`,
    `  accessibility ${figure((run) => run.accessibility)}`,
  ].join('\n');
}

async function run(options: LighthouseOptions): Promise<string[]> {
  console.error('starting the portal…');
  const portal = await startPortal();
  const chromePort = await startChrome(options.chromePath);
  const lines: string[] = [];
  for (const page of options.pages) {
    for (const formFactor of options.formFactors) {
      const runs: LighthouseFigures[] = [];
      for (let attempt = 1; attempt <= options.runs; attempt += 1) {
        console.error(`lighthouse: ${page} (${formFactor}) ${attempt}/${options.runs}`);
        try {
          runs.push(await runLighthouse(chromePort, `${portal.baseUrl}${page}`, formFactor));
        } catch (error) {
          // A failed trace (e.g. NO_NAVSTART on a busy machine) costs one run, not the others.
          lines.push(`${page} ${formFactor}: run ${attempt} failed: ${String(error)}`);
        }
      }
      if (runs.length > 0) lines.push(line(`${page} ${formFactor}: median (each run)`, runs));
    }
  }
  return lines;
}

if (process.argv.includes('--help')) {
  console.log(LIGHTHOUSE_HELP);
  process.exit(0);
}
cleanUpOnSignals();
let exitCode = 0;
try {
  const options = readLighthouseOptions(process.argv.slice(2), process.env);
  const loadBefore = os.loadavg()[0] ?? 0;
  const lines = await run(options);
  const loadAfter = os.loadavg()[0] ?? 0;
  console.log(
    [
      `Lighthouse ${new Date().toISOString()} (${os.cpus().length} CPUs, 1-minute load ` +
        `${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after)`,
      ...lines,
    ].join('\n'),
  );
} catch (error) {
  console.error('Lighthouse could not run:', error);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
