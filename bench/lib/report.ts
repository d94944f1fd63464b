// Prints the run as plain-text tables and writes the same figures as JSON.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { EnquiryAnswerFigures } from './enquiry-answer.js';
import type { InitialAssets } from './initial-assets.js';
import type { LighthouseFigures } from './lighthouse.js';
import type { LoadFigures } from './load.js';
import type { Mark } from './targets.js';

export interface LoadRow extends LoadFigures {
  group: string;
  name: string;
  /** req/s divided by bare Fastify's. */
  ratioToBare: number;
  target: string;
  mark: Mark;
}

export interface BenchReport {
  date: string;
  mode: 'quick' | 'full';
  settings: { durationS: number; connections: number; database: string };
  /** loadAverage: the 1-minute load when the run started; figures from a busy machine are low. */
  machine: { cpus: number; node: string; platform: string; loadAverage: number };
  bareFastify: LoadFigures;
  load: LoadRow[];
  assets: InitialAssets & { marks: { js: Mark; css: Mark } };
  /** mark: PERF-4 scores; interactiveMark: PERF-11, the Enquiry Tool's TTI on mobile. */
  lighthouse: (LighthouseFigures & { mark: Mark; interactiveMark: Mark })[];
  /** PERF-11: the Enquiry Tool's answer to a changed question, in Chromium; absent without it. */
  enquiryAnswer?: EnquiryAnswerFigures & { mark: Mark };
  failures: string[];
  /** Groups that could not run here, with the reason (e.g. no DATABASE_URL). */
  skipped: string[];
  /** What a group printed after its load, e.g. query plans. */
  notes: { group: string; text: string }[];
}

const MARK_TEXT: Record<Mark, string> = { pass: 'PASS', miss: 'MISS', '': '' };
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Plain-text columns, each as wide as its widest cell. */
export function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, column) =>
    Math.max(...cells.map((row) => (row[column] ?? '').length)),
  );
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...cells.slice(1).map(line),
  ].join('\n');
}

export function formatReport(report: BenchReport): string {
  const { settings, bareFastify } = report;
  const load = table(
    ['Scenario', 'req/s', 'p50 ms', 'p99 ms', 'x bare', 'non-2xx', 'target', ''],
    [
      [
        'bare Fastify (baseline)',
        bareFastify.requestsPerSecond,
        bareFastify.p50Ms,
        bareFastify.p99Ms,
        '1.00',
        bareFastify.non2xx,
        '',
        '',
      ],
      ...report.load.map((row) => [
        row.name,
        row.requestsPerSecond,
        row.p50Ms,
        row.p99Ms,
        row.ratioToBare.toFixed(2),
        row.non2xx + row.errors,
        row.target,
        MARK_TEXT[row.mark],
      ]),
    ],
  );
  const { js, css, marks } = report.assets;
  const assets = table(
    [
      'Initial load of ' + report.assets.page,
      'files',
      'raw KB',
      'gzip KB',
      'brotli KB',
      'target',
      '',
    ],
    [
      [
        'JavaScript',
        js.files,
        kb(js.rawBytes),
        kb(js.gzipBytes),
        kb(js.brotliBytes),
        'gzip <= 150 KB',
        MARK_TEXT[marks.js],
      ],
      [
        'CSS',
        css.files,
        kb(css.rawBytes),
        kb(css.gzipBytes),
        kb(css.brotliBytes),
        'gzip <= 30 KB',
        MARK_TEXT[marks.css],
      ],
    ],
  );
  const lighthouse = table(
    [
      'Lighthouse',
      'profile',
      'perf',
      'a11y',
      'best-pr.',
      'TTI ms',
      'LCP ms',
      'perf>=95 a11y=100',
      'TTI<=2000 (Enquiry mobile)',
    ],
    report.lighthouse.map((row) => [
      row.page,
      row.formFactor,
      row.performance,
      row.accessibility,
      row.bestPractices,
      row.interactiveMs,
      row.largestContentfulPaintMs,
      MARK_TEXT[row.mark],
      MARK_TEXT[row.interactiveMark],
    ]),
  );
  const answer = report.enquiryAnswer;
  const enquiryAnswer = answer
    ? table(
        [
          'Enquiry Tool answer (4x slower CPU)',
          'changes',
          'p50 ms',
          'p95 ms',
          'max ms',
          'target',
          '',
        ],
        [
          [
            'a kite near Paya Lebar, height changed',
            answer.changes,
            answer.p50Ms,
            answer.p95Ms,
            answer.maxMs,
            'p95 < 50 ms',
            MARK_TEXT[answer.mark],
          ],
        ],
      )
    : 'Enquiry Tool answer: skipped';
  return [
    `Bench ${report.date} (${report.mode}: ${settings.durationS} s per scenario, ` +
      `${settings.connections} connections, ${settings.database}, ${report.machine.cpus} CPUs, load ${report.machine.loadAverage.toFixed(1)}, Node ${report.machine.node})`,
    '',
    load,
    '',
    assets,
    '',
    report.lighthouse.length > 0 ? lighthouse : 'Lighthouse: skipped',
    '',
    enquiryAnswer,
    ...report.notes.flatMap(({ group, text }) => ['', `${group}:`, text]),
    ...(report.skipped.length > 0 ? ['', 'Skipped:', ...report.skipped.map((s) => `- ${s}`)] : []),
    ...(report.failures.length > 0
      ? ['', 'Failures:', ...report.failures.map((f) => `- ${f}`)]
      : []),
  ].join('\n');
}

/** bench/results/<timestamp>.json and bench/results/latest.json. */
export async function writeReport(report: BenchReport, resultsDir: string): Promise<string> {
  await mkdir(resultsDir, { recursive: true });
  const json = `${JSON.stringify(report, null, 2)}\n`;
  const stamped = path.join(resultsDir, `${report.date.replace(/[:.]/g, '-')}.json`);
  await writeFile(stamped, json);
  await writeFile(path.join(resultsDir, 'latest.json'), json);
  return stamped;
}
