import { answeredBy } from '../lib/access-log.js';
import { figuresOf } from '../lib/figures.js';
import { STACK } from '../lib/stack.js';
import { sleepUntil } from '../lib/wait-until.js';
import { check, loadWithFault, loadChecks, type Scenario } from './scenario.js';

// Issue 23, item 4, second case (OPS-55): one instance killed with SIGKILL a third into the
// load, started again at half-time as a supervisor would. nginx sends what follows to the other;
// only calls in flight on the dead instance may fail; nothing acknowledged is lost, nothing is
// half-saved; the instance takes requests again once it is back.

const KILLED = 'portal-3101';
const KILLED_PORT = STACK.instancePorts[0];

export const instanceKill: Scenario = async (context) => {
  const durationMs = context.options.durationS * 1000;
  let killedAt = Number.POSITIVE_INFINITY;
  let restartedAt = Number.POSITIVE_INFINITY;
  const { load, writes } = await loadWithFault(
    context,
    context.options.durationS,
    async (start) => {
      await sleepUntil(start + durationMs / 3);
      await context.stack.kill(KILLED);
      killedAt = Date.now();
      await sleepUntil(start + durationMs / 2);
      await context.stack.start();
      restartedAt = Date.now();
    },
  );
  const failed = load.records.filter(({ status }) => status >= 500 || status === 0);
  const inFlightAtKill = failed.filter(
    ({ startedAt, durationMs: took }) => startedAt < killedAt && startedAt + took >= killedAt,
  );
  const afterKill = failed.filter((record) => !inFlightAtKill.includes(record));
  const rejoined = await answeredBy(STACK.accessLog, KILLED_PORT, restartedAt);
  const figures = figuresOf(load.records);
  return {
    name: 'instance-kill',
    figures,
    writes,
    checks: [
      check(
        `only calls in flight at the kill failed (${inFlightAtKill.length} did)`,
        afterKill.map(({ label, status, detail }) => `${label} ${status} ${detail ?? ''}`),
      ),
      check(
        `${KILLED} answered again through nginx after its restart (${rejoined} answers)`,
        rejoined > 0 ? [] : ['no answer from it'],
      ),
      ...loadChecks(load, writes),
    ],
  };
};
