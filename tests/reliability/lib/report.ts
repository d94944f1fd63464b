import type { ScenarioResult } from '../scenarios/scenario.js';

// The figures, one row per scenario, and each scenario's checks beneath: what docs/evidence.md
// records.

const COLUMNS = [
  'scenario',
  'requests',
  '5xx',
  'no answer',
  'p50 ms',
  'p99 ms',
  'acknowledged writes',
  'lost',
  'duplicates',
  'half-saved',
  'result',
] as const;

function rowOf(result: ScenarioResult): string[] {
  const { figures, writes } = result;
  const passed = result.checks.every((check) => check.passed);
  return [
    result.name,
    String(figures.requests),
    String(figures.serverErrors),
    String(figures.unanswered),
    String(figures.p50Ms),
    String(figures.p99Ms),
    writes ? String(writes.acknowledged) : '-',
    writes ? String(writes.lost.length) : '-',
    writes ? String(writes.duplicates.length) : '-',
    writes ? String(writes.halfSaved.length) : '-',
    passed ? 'pass' : 'FAIL',
  ];
}

/** A Markdown table, as docs/evidence.md shows it. */
export function figuresTable(results: readonly ScenarioResult[]): string {
  const rows = [[...COLUMNS], ...results.map(rowOf)];
  const widths = COLUMNS.map((_, column) =>
    Math.max(...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (row: readonly string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  const rule = `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`;
  return [line(rows[0] ?? []), rule, ...rows.slice(1).map(line)].join('\n');
}

export function checksText(results: readonly ScenarioResult[]): string {
  return results
    .map((result) => {
      const lines = result.checks.map(
        (check) =>
          `  ${check.passed ? 'ok  ' : 'FAIL'} ${check.description}${check.detail ? ` (${check.detail})` : ''}`,
      );
      const statuses = Object.entries(result.figures.statuses)
        .map(([status, count]) => `${status === '0' ? 'no answer' : status}: ${count}`)
        .join(', ');
      const staged = result.writes?.stagedLeftovers
        ? `\n  staged uploads left for housekeeping: ${result.writes.stagedLeftovers}`
        : '';
      return `${result.name}\n${lines.join('\n')}\n  statuses: ${statuses}${staged}`;
    })
    .join('\n\n');
}
