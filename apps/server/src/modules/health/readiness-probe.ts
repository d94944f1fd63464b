// PERF-6, OPS-16: /healthz must not cost a query per call (a load balancer, a monitor and an
// orchestrator may each poll every second, on every instance). The database's answer is kept for
// a short time and every check within it reads the kept answer; when it is due, the first check
// asks again and any check meanwhile waits for that same question, so the database sees at most
// one query per interval however many checks arrive.

export interface ReadinessProbeSettings {
  /** How long an answer stands. */
  freshForMs: number;
  /** A database slower than this is not ready: the pool may be exhausted or the server hung. */
  timeoutMs: number;
}

export const DEFAULT_READINESS_PROBE: ReadinessProbeSettings = {
  freshForMs: 1_000,
  timeoutMs: 2_000,
};

export interface ReadinessProbe {
  /** true while the database answered its last question, asked at most `freshForMs` ago. */
  isReady(): Promise<boolean>;
}

function withTimeout(work: Promise<void>, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function createReadinessProbe(
  ping: () => Promise<void>,
  now: () => Date,
  onFailure: (error: unknown) => void,
  settings: ReadinessProbeSettings = DEFAULT_READINESS_PROBE,
): ReadinessProbe {
  let last: { ready: boolean; askedAt: number } | undefined;
  let asking: Promise<boolean> | undefined;

  async function ask(): Promise<boolean> {
    const askedAt = now().getTime();
    let ready = true;
    try {
      await withTimeout(ping(), settings.timeoutMs);
    } catch (error) {
      onFailure(error);
      ready = false;
    }
    last = { ready, askedAt };
    return ready;
  }

  return {
    isReady() {
      if (last !== undefined && now().getTime() - last.askedAt < settings.freshForMs) {
        return Promise.resolve(last.ready);
      }
      asking ??= ask().finally(() => {
        asking = undefined;
      });
      return asking;
    },
  };
}
