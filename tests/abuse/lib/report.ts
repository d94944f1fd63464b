// What each part of the suite hands back, and how the run prints it: a table of figures per part,
// the failures (any of which makes the run exit 1) and notes on what the part could not do.

export interface PartReport {
  title: string;
  headers: string[];
  rows: string[][];
  /** What must not happen happened: a 5xx, a leak, a forbidden call answered. */
  failures: string[];
  /** What the part left out and why, and what a reader should know about the figures. */
  notes: string[];
}

export function formatTable(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join(' | ')
      .trimEnd();
  return [
    line(headers),
    widths.map((width) => '-'.repeat(width)).join('-|-'),
    ...rows.map(line),
  ].join('\n');
}

/** At most this many failures are printed per part; the count says how many there were. */
const FAILURES_SHOWN = 40;

export function formatPart(report: PartReport): string {
  const lines = [`== ${report.title}`, formatTable(report.headers, report.rows)];
  for (const note of report.notes) lines.push(`note: ${note}`);
  for (const failure of report.failures.slice(0, FAILURES_SHOWN)) lines.push(`FAIL: ${failure}`);
  if (report.failures.length > FAILURES_SHOWN) {
    lines.push(`FAIL: … and ${report.failures.length - FAILURES_SHOWN} more`);
  }
  return lines.join('\n');
}
