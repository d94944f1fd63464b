// Times the bench takes one after another, where no HTTP load reaches the work (the permit's PDF,
// made inside an approval's transaction; the officer queues' counts; an answer in the browser):
// their percentiles, read one way everywhere.

interface CallTimes {
  calls: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** The nearest-rank percentile of times sorted from the fastest. */
function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

/** The percentiles of times measured one after another, in ms. */
export function callTimesOf(times: readonly number[]): CallTimes {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    calls: sorted.length,
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted.at(-1) ?? 0,
  };
}

/** Makes `warmUps` calls untimed (the first loads fonts and compiles), then times `calls`. */
export async function timeCalls(
  calls: number,
  call: () => Promise<unknown>,
  warmUps = 3,
): Promise<CallTimes> {
  for (let index = 0; index < warmUps; index += 1) await call();
  const times: number[] = [];
  for (let index = 0; index < calls; index += 1) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  return callTimesOf(times);
}
