import { isDatabaseUnavailable } from './database-unavailable.js';

// pg-boss 10 records a finished job without awaiting it (manager.js: `this.complete(…)` and
// `this.fail(…)` in its worker's onFetch): when PostgreSQL goes away at that moment the rejection
// is unhandled, and Node stops the process (OPS-52: the database-restart scenario of the
// reliability suite saw both instances die). Nothing is lost by carrying on: the job's claim runs
// out and it is fetched again, and every job here is safe to run twice. Any other unhandled
// rejection still stops the process, as Node does by default.

/** A process-level `unhandledRejection` listener that lets a database outage's through. */
export function survivingDatabaseOutages(
  log: (message: string) => void,
): (reason: unknown) => void {
  return (reason) => {
    if (!isDatabaseUnavailable(reason)) throw reason;
    // Not the error itself: a query's may quote its values.
    log('Database unavailable under background work; carrying on');
  };
}
