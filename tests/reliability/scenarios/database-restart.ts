import { setTimeout as sleep } from 'node:timers/promises';
import { ERROR_CODES } from '@aviation-permits/domain/http';
import { figuresOf } from '../lib/figures.js';
import type { StackPart } from '../lib/stack.js';
import { sleepUntil } from '../lib/wait-until.js';
import { check, loadWithFault, loadChecks, type Scenario } from './scenario.js';

// Issue 23, item 4, third case (OPS-56): the stack's own PostgreSQL stopped (fast shutdown, its
// sessions cut) a third into the load and started again after the outage. Calls that need it
// meanwhile answer 503 in the portal's envelope with Retry-After; the instances recover on their
// own (same processes before and after); nothing acknowledged is lost, nothing half-saved.

const INSTANCES: StackPart[] = ['portal-3101', 'portal-3102'];
/** After PostgreSQL is back, the pool's next connection succeeds at once; a margin for calls in flight. */
const RECOVERY_MARGIN_MS = 5_000;

export const databaseRestart: Scenario = async (context) => {
  const { stack, options } = context;
  const durationMs = options.durationS * 1000;
  const pidsBefore = await Promise.all(INSTANCES.map((part) => stack.pidOf(part)));
  let backAt = Number.POSITIVE_INFINITY;
  const { load, writes } = await loadWithFault(context, options.durationS, async (start) => {
    await sleepUntil(start + durationMs / 3);
    await stack.stopPart('postgres');
    await sleep(options.outageS * 1000);
    await stack.start();
    backAt = Date.now();
  });
  const pidsAfter = await Promise.all(INSTANCES.map((part) => stack.pidOf(part)));
  const failed = load.records.filter(({ status }) => status >= 500 || status === 0);
  const notTheEnvelope = failed.filter(
    ({ status, detail, retryAfter }) =>
      status !== 503 || detail !== ERROR_CODES.serviceUnavailable || retryAfter === undefined,
  );
  const afterRecovery = failed.filter(({ startedAt }) => startedAt > backAt + RECOVERY_MARGIN_MS);
  const describe = ({ label, status, detail }: (typeof failed)[number]) =>
    `${label} ${status} ${detail ?? ''}`;
  return {
    name: 'database-restart',
    figures: figuresOf(load.records),
    writes,
    checks: [
      check(
        `every call it failed answered 503 in the envelope with Retry-After (${failed.length} did)`,
        notTheEnvelope.map(describe),
      ),
      check('no call failed once it was back', afterRecovery.map(describe)),
      check(
        'the instances recovered without a restart',
        pidsBefore.some((pid, index) => pid === undefined || pid !== pidsAfter[index])
          ? [`pids ${pidsBefore.join(',')} became ${pidsAfter.join(',')}`]
          : [],
      ),
      ...loadChecks(load, writes),
    ],
  };
};
