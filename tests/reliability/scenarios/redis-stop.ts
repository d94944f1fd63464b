import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { figuresOf } from '../lib/figures.js';
import { STACK } from '../lib/stack.js';
import { sleepUntil } from '../lib/wait-until.js';
import { check, loadWithFault, loadChecks, type Scenario } from './scenario.js';

// Issue 23, item 4, fourth case (OPS-57): the stack's own Redis stopped a third into the load and
// started again at two thirds. The documented degraded behaviour (docs/deploy.md): the portal
// keeps serving, each instance counting the flood limit and keeping the map's limits and cache in
// its own memory; nothing is lost, since Redis holds no data of record. Once Redis is back the
// instances use it again: its keys fill up with the flood limit's counters.

const run = promisify(execFile);

async function redisKeys(): Promise<number> {
  const { stdout } = await run('redis-cli', ['-p', String(STACK.redisPort), 'dbsize']);
  return Number(stdout.trim());
}

export const redisStop: Scenario = async (context) => {
  const { stack, options } = context;
  const durationMs = options.durationS * 1000;
  let keysWhenBack = 0;
  const { load, writes } = await loadWithFault(context, options.durationS, async (start) => {
    await sleepUntil(start + durationMs / 3);
    await stack.stopPart('redis');
    await sleepUntil(Math.min(Date.now() + options.outageS * 1000, start + (durationMs * 2) / 3));
    await stack.start();
    keysWhenBack = await redisKeys();
  });
  const keysAfter = await redisKeys();
  const failed = load.records.filter(({ status }) => status >= 500 || status === 0);
  return {
    name: 'redis-stop',
    figures: figuresOf(load.records),
    writes,
    checks: [
      check(
        'no call answered 5xx or went unanswered',
        failed.map(({ label, status, detail }) => `${label} ${status} ${detail ?? ''}`),
      ),
      check(
        `the instances counted in Redis again once it was back (${keysWhenBack} → ${keysAfter} keys)`,
        keysAfter > keysWhenBack ? [] : ['no new keys'],
      ),
      ...loadChecks(load, writes),
    ],
  };
};
