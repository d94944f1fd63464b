// The stack group's figures (PERF-13 to PERF-16): each call through nginx (two instances), direct to
// one instance and, for a database call, its bare-SQL twin, with the ratio of each layer; the
// applicant mix's steps. Printed as tables and kept in bench/results/stack.json.
import { writeFile } from 'node:fs/promises';
import type { LoadFigures } from './load.js';
import { table } from './report.js';
import { MIX_P99_LIMIT_MS, type MixStep } from './stack-applicant-mix.js';
import { atLeast, type Mark } from './targets.js';

export interface LayeredCall {
  call: string;
  nginx: LoadFigures;
  direct: LoadFigures;
  /** What the direct figure is compared with: the call's bare-SQL twin, or plain bare Fastify. */
  baseline: { name: 'bare-SQL twin' | 'bare Fastify'; figures: LoadFigures };
  /** direct req/s / the baseline's, at least this (PERF-14); absent: printed, not marked. */
  minRatio?: number;
}

export interface StackReport {
  date: string;
  commit: string;
  stack: { url: string; instanceUrl: string };
  applications: string;
  settings: { durationS: number; connections: number };
  machine: { cpus: number; node: string; loadAverageBefore: number; loadAverageAfter: number };
  staticFile: LoadFigures & { path: string };
  bareFastify: LoadFigures;
  calls: (LayeredCall & {
    nginxToStatic: number;
    nginxToDirect: number;
    directToBaseline: number;
    mark: Mark;
  })[];
  mix: { steps: MixStep[]; p99LimitMs: number; largestHeld: MixStep | null };
}

const ratio = (a: LoadFigures, b: LoadFigures) =>
  a.requestsPerSecond / Math.max(1, b.requestsPerSecond);
const failed = (figures: LoadFigures) => figures.non2xx + figures.errors;

/** A call's ratios and mark; any failed call in any layer is a miss. */
export function markedCall(
  call: LayeredCall,
  staticFile: LoadFigures,
): StackReport['calls'][number] {
  const directToBaseline = ratio(call.direct, call.baseline.figures);
  const anyFailed = [call.nginx, call.direct, call.baseline.figures].some((f) => failed(f) > 0);
  const mark: Mark =
    call.minRatio === undefined
      ? ''
      : anyFailed
        ? 'miss'
        : atLeast(directToBaseline, call.minRatio);
  return {
    ...call,
    nginxToStatic: ratio(call.nginx, staticFile),
    nginxToDirect: ratio(call.nginx, call.direct),
    directToBaseline,
    mark,
  };
}

const figuresRow = (name: string, layer: string, f: LoadFigures) => [
  name,
  layer,
  f.requestsPerSecond,
  f.p50Ms,
  f.p99Ms,
  failed(f),
];

export function formatStackReport(report: StackReport): string {
  const MARK = { pass: 'PASS', miss: 'MISS', '': '' } as const;
  const layers = table(
    ['Call', 'layer', 'req/s', 'p50 ms', 'p99 ms', 'failed'],
    [
      figuresRow(
        `GET ${report.staticFile.path}`,
        'nginx static file (the limit)',
        report.staticFile,
      ),
      figuresRow('GET / (one JSON route)', 'bare Fastify', report.bareFastify),
      ...report.calls.flatMap((call) => [
        figuresRow(call.call, 'nginx, 2 instances', call.nginx),
        figuresRow(call.call, '1 instance direct', call.direct),
        ...(call.baseline.name === 'bare-SQL twin'
          ? [figuresRow(call.call, 'bare-SQL twin', call.baseline.figures)]
          : []),
      ]),
    ],
  );
  const ratios = table(
    ['Call', 'nginx / static', 'nginx / direct', 'direct / baseline', 'baseline', 'target', ''],
    report.calls.map((call) => [
      call.call,
      call.nginxToStatic.toFixed(3),
      call.nginxToDirect.toFixed(2),
      call.directToBaseline.toFixed(2),
      call.baseline.name,
      call.minRatio === undefined ? '' : `>= ${call.minRatio.toFixed(1)} x ${call.baseline.name}`,
      MARK[call.mark],
    ]),
  );
  const steps = table(
    [
      'Applicants (mix, nginx)',
      'req/s',
      'p50 ms',
      'p99 ms',
      'failed',
      `p99 < ${report.mix.p99LimitMs} ms`,
    ],
    report.mix.steps.map((step) => [
      step.applicants,
      step.requestsPerSecond,
      step.p50Ms,
      step.p99Ms,
      failed(step),
      step.holds ? 'holds' : 'does not hold',
    ]),
  );
  const held = report.mix.largestHeld;
  return [
    `Stack ${report.stack.url} (one instance direct: ${report.stack.instanceUrl}), ${report.applications}; ` +
      `${report.settings.durationS} s per row, ${report.settings.connections} connections; ` +
      `load ${report.machine.loadAverageBefore.toFixed(1)} before, ${report.machine.loadAverageAfter.toFixed(1)} after`,
    '',
    layers,
    '',
    ratios,
    '',
    steps,
    '',
    held
      ? `Largest load held (p99 < ${MIX_P99_LIMIT_MS} ms, every call 2xx): ${held.applicants} applicants, ${held.requestsPerSecond} calls/s`
      : `No step held p99 < ${MIX_P99_LIMIT_MS} ms with every call 2xx`,
  ].join('\n');
}

export async function writeStackReport(report: StackReport, file: string): Promise<void> {
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
}
