import type { CallRecord } from './portal-client.js';

// The figures of a window of calls: how many, how many answered 5xx (or not at all), the median
// and 99th percentile of their times, and the statuses seen.

export interface CallFigures {
  requests: number;
  /** 5xx answers. */
  serverErrors: number;
  /** Calls that got no answer at all (refused, cut, timed out). */
  unanswered: number;
  p50Ms: number;
  p99Ms: number;
  /** status (0: no answer) → count */
  statuses: Record<string, number>;
}

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

export function figuresOf(records: readonly CallRecord[]): CallFigures {
  const times = records.map((record) => record.durationMs).sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  for (const { status } of records) statuses[status] = (statuses[status] ?? 0) + 1;
  return {
    requests: records.length,
    serverErrors: records.filter(({ status }) => status >= 500).length,
    unanswered: records.filter(({ status }) => status === 0).length,
    p50Ms: percentile(times, 0.5),
    p99Ms: percentile(times, 0.99),
    statuses,
  };
}
