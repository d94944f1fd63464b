import { figuresOf } from '../lib/figures.js';
import { subjectOf } from '../lib/mailbox.js';
import { outboxRows, type OutboxRow } from '../lib/outbox.js';
import { STACK } from '../lib/stack.js';
import { waitUntil } from '../lib/wait-until.js';
import { check, loadWithFault, loadChecks, type Scenario } from './scenario.js';

// Issue 23, item 4, sixth case (OPS-59): the stack's mail server down while the applicants work
// (submissions and payments write e-mails), then back. The outbox keeps every message and retries
// it (the sender's back-off, docs/jobs.md); once the server is back every message written during
// the outage arrives exactly once.

/** The sender retries after one minute, then two, then four: a message may wait that long. */
const DELIVERY_WAIT_MS = 8 * 60 * 1000;

const keyOf = (to: string, subject: string) => `${to}\n${subject}`;

export const mailOutage: Scenario = async (context) => {
  const { stack, mailbox, options } = context;
  const since = new Date();
  await stack.stopPart('smtp-sink');
  const { load, writes } = await loadWithFault(context, options.mailOutageS);
  await stack.start();
  const backAt = Date.now();
  const settled = await waitUntil(DELIVERY_WAIT_MS, async () => {
    const rows = await outboxRows(STACK.databaseUrl, { since });
    return rows.every(({ status }) => status !== 'pending') ? rows : undefined;
  });
  const rows: OutboxRow[] = settled ?? (await outboxRows(STACK.databaseUrl, { since }));
  await mailbox.refresh();
  const written = new Map<string, number>();
  for (const { to, subject } of rows)
    written.set(keyOf(to, subject), (written.get(keyOf(to, subject)) ?? 0) + 1);
  const arrived = new Map<string, number>();
  for (const message of mailbox.messages) {
    for (const to of message.to) {
      const key = keyOf(to, subjectOf(message));
      if (written.has(key)) arrived.set(key, (arrived.get(key) ?? 0) + 1);
    }
  }
  const missing = [...written].filter(([key, count]) => (arrived.get(key) ?? 0) < count);
  const twice = [...written].filter(([key, count]) => (arrived.get(key) ?? 0) > count);
  const describe = ([key]: [string, number]) => key.replace('\n', ': ');
  return {
    name: 'mail-outage',
    figures: figuresOf(load.records),
    writes,
    checks: [
      check(
        `every message written during the outage (${rows.length}) was sent ${settled ? `within ${Math.round((Date.now() - backAt) / 1000)} s of the return` : 'in time'}`,
        [
          ...rows
            .filter(({ status }) => status !== 'delivered')
            .map(({ subject, status }) => `${subject}: ${status}`),
          ...missing.map(describe),
        ],
      ),
      check('no message arrived twice', twice.map(describe)),
      check(
        'no call answered 5xx or went unanswered',
        load.records
          .filter(({ status }) => status >= 500 || status === 0)
          .map(({ label, status }) => `${label} ${status}`),
      ),
      ...loadChecks(load, writes),
    ],
  };
};
