import { describe, expect, it } from 'vitest';
import { createReadinessProbe, type ReadinessProbeSettings } from './readiness-probe.js';

// PERF-6: /healthz answers from a kept answer, so the database sees at most one query per
// interval however often it is polled; OPS-16: a database that fails or hangs is "not ready".

const SETTINGS: ReadinessProbeSettings = { freshForMs: 1_000, timeoutMs: 50 };
const START = new Date('2025-10-27T08:00:00Z').getTime();

function fixture(answer: () => Promise<void>) {
  let clock = START;
  let queries = 0;
  const failures: unknown[] = [];
  const probe = createReadinessProbe(
    () => {
      queries += 1;
      return answer();
    },
    () => new Date(clock),
    (error) => failures.push(error),
    SETTINGS,
  );
  return {
    probe,
    failures,
    queries: () => queries,
    advance(ms: number) {
      clock += ms;
    },
  };
}

describe('the readiness probe', () => {
  it('asks the database once for a burst of checks, and again once the answer is due', async () => {
    const database = fixture(() => Promise.resolve());

    const burst = await Promise.all(Array.from({ length: 20 }, () => database.probe.isReady()));
    expect(burst.every(Boolean)).toBe(true);
    database.advance(SETTINGS.freshForMs - 1);
    expect(await database.probe.isReady()).toBe(true);
    expect(database.queries()).toBe(1);

    database.advance(1);
    expect(await database.probe.isReady()).toBe(true);
    expect(database.queries()).toBe(2);
  });

  it('is not ready while the database refuses, and reports why once per question', async () => {
    let up = true;
    const database = fixture(() =>
      up ? Promise.resolve() : Promise.reject(new Error('connection refused')),
    );
    expect(await database.probe.isReady()).toBe(true);

    up = false;
    database.advance(SETTINGS.freshForMs);
    expect(await Promise.all([database.probe.isReady(), database.probe.isReady()])).toEqual([
      false,
      false,
    ]);
    expect(database.failures).toHaveLength(1);

    up = true;
    database.advance(SETTINGS.freshForMs);
    expect(await database.probe.isReady()).toBe(true);
  });

  it('is not ready when the database does not answer in time', async () => {
    const database = fixture(() => new Promise<void>(() => {}));

    expect(await database.probe.isReady()).toBe(false);
    expect(String(database.failures[0])).toContain(`no answer within ${SETTINGS.timeoutMs} ms`);
  });
});
