import { setImmediate as nextTurn, setTimeout as wait } from 'node:timers/promises';

// The work a job runner has under way (its queries and its handlers' runs), so that stopping it
// can wait for all of it before the app closes the database under it.

export interface InFlight {
  /** Counts `work` until it settles, and hands it back unchanged. */
  track<T>(work: Promise<T>): Promise<T>;
  /**
   * Resolves once nothing is under way, including work started while waiting (a run that
   * follows a fetch, a completion that follows a run); true if that happened within `timeoutMs`.
   */
  settle(timeoutMs: number): Promise<boolean>;
}

export function createInFlight(): InFlight {
  const pending = new Set<Promise<unknown>>();

  return {
    track(work) {
      const settled = work.then(
        () => {},
        () => {},
      );
      pending.add(settled);
      void settled.then(() => pending.delete(settled));
      return work;
    },

    async settle(timeoutMs) {
      const timeUp = new AbortController();
      const deadline = wait(timeoutMs, 'timed out', { signal: timeUp.signal }).catch(() => '');
      try {
        while (pending.size > 0) {
          const outcome = await Promise.race([Promise.all(pending), deadline]);
          if (outcome === 'timed out') return false;
          // Whatever the settled work started in its continuations is tracked by now.
          await nextTurn();
        }
        return true;
      } finally {
        timeUp.abort();
      }
    },
  };
}
