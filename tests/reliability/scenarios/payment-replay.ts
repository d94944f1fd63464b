import { REDIRECT_PATHS } from '@aviation-permits/domain/http';
import pg from 'pg';
import { createDraft, startPayment, submit, uploadDocument } from '../lib/applicant-cycle.js';
import { figuresOf } from '../lib/figures.js';
import { Ledger } from '../lib/ledger.js';
import { subjectOf } from '../lib/mailbox.js';
import { outboxRows } from '../lib/outbox.js';
import { PortalClient, type CallRecord } from '../lib/portal-client.js';
import { STACK } from '../lib/stack.js';
import { waitUntil } from '../lib/wait-until.js';
import { check, type Scenario } from './scenario.js';

// Issue 23, item 4, fifth case (OPS-58): the gateway's notification of one payment delivered
// many times at once (the default 100), half to each instance directly, as a gateway retrying
// through a load balancer would. One transition, one payment record, one receipt, one e-mail.

const DELIVERY_WAIT_MS = 3 * 60 * 1000;

async function paymentRows(applicationId: string) {
  const client = new pg.Client({ connectionString: STACK.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ payments: number; paid: number; transitions: number }>(
      `select (select count(*) from payments where application_id = $1)::int as payments,
              (select count(*) from payments where application_id = $1 and status = 'PAID')::int as paid,
              (select count(*) from application_events where application_id = $1
                  and from_status = 'PENDING_PAYMENT' and to_status = 'PROCESSING')::int as transitions`,
      [applicationId],
    );
    return rows[0] ?? { payments: 0, paid: 0, transitions: 0 };
  } finally {
    await client.end();
  }
}

export const paymentReplay: Scenario = async ({ applicants, gateway, mailbox, options }) => {
  const [applicant] = applicants;
  if (!applicant) throw new Error('No applicant');
  const { client } = applicant;
  const record = await createDraft(applicant, { ledger: new Ledger() });
  const documentId = await uploadDocument(client, record);
  await submit(client, record, documentId);
  const checkoutId = await startPayment(client, record);
  const notification = gateway.pay(checkoutId);

  const records: CallRecord[] = [];
  const senders = Array.from({ length: options.replays }, (_, index) => {
    const port = STACK.instancePorts[index % STACK.instancePorts.length];
    const sender = new PortalClient(
      `http://127.0.0.1:${port}`,
      `127.3.${Math.floor(index / 250)}.${(index % 250) + 1}`,
    );
    sender.onCall = (call) => records.push(call);
    return sender;
  });
  const answers = await Promise.all(
    senders.map((sender) =>
      sender.call('payment notification', 'POST', '/payment-gateway/notification', {
        rawBody: notification.body,
        headers: notification.headers,
      }),
    ),
  );
  senders.forEach((sender) => sender.close());
  const back = new URL(gateway.returnAddressOf(checkoutId));
  const landed = await client.call('payment return', 'GET', `${back.pathname}${back.search}`);
  const receipt = await client.call(
    'receipt',
    'GET',
    `${REDIRECT_PATHS.paymentReceipt}?${new URLSearchParams({ applicationId: record.id })}`,
  );

  const rows = await paymentRows(record.id);
  const subject = `Payment received for application ${record.reference}`;
  const delivered = await waitUntil(DELIVERY_WAIT_MS, async () => {
    const mails = await outboxRows(STACK.databaseUrl, { subjects: [subject] });
    return mails.length > 0 && mails.every(({ status }) => status === 'delivered')
      ? mails
      : undefined;
  });
  await mailbox.refresh();
  const received = mailbox.messages.filter(
    (message) => message.to.includes(applicant.email) && subjectOf(message) === subject,
  );
  const count = (what: string, found: number) => (found === 1 ? [] : [`${found} ${what}`]);
  return {
    name: 'payment-replay',
    figures: figuresOf(records),
    checks: [
      check(
        `all ${options.replays} copies were acknowledged (204)`,
        answers.filter(({ status }) => status !== 204).map(({ status }) => String(status)),
      ),
      check(
        'the applicant lands on the paid dashboard',
        String(landed.headers.location).includes('payment=paid')
          ? []
          : [String(landed.headers.location)],
      ),
      check('one payment record, paid', [
        ...count('payment records', rows.payments),
        ...count('paid', rows.paid),
      ]),
      check('one transition to Processing', count('transitions', rows.transitions)),
      check('one receipt: the PDF, and one e-mail carrying it', [
        ...(receipt.status === 200 && receipt.headers['content-type'] === 'application/pdf'
          ? []
          : [`receipt ${receipt.status}`]),
        ...count('e-mails written', delivered?.length ?? 0),
        ...count(
          'with the receipt',
          delivered?.filter(({ attachments }) => attachments === 1).length ?? 0,
        ),
      ]),
      check('the e-mail arrived once', count('arrived', received.length)),
    ],
  };
};
