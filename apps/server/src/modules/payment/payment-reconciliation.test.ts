import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxMailer } from '../../adapters/mail/outbox-mailer.js';
import { createOutboxRepository } from '../../adapters/mail/outbox.repository.js';
import { createSandboxGateway } from '../../adapters/payment/sandbox-gateway.js';
import type { DatabaseConnection } from '../../db/database.js';
import { createAccountRepository } from '../../platform/accounts/account.repository.js';
import type {
  ApplicationPaymentsPort,
  PayableApplication,
} from '../../platform/ports/application-payments.js';
import type { PortalSession } from '../../platform/sessions/session.service.js';
import { insertPayableApplication } from '../../test-support/payable-application.js';
import { openTestDatabase } from '../../test-support/test-database.js';
import { createPaymentRepository } from './payment.repository.js';
import { createPaymentService } from './payment.service.js';

// PAY-13: a payment whose notification never arrived is found by the gateway's status call, when
// the applicant returns and in the periodic job, and recorded once. The sandbox here takes the
// payment but its notification is dropped; the application module's side is a recording stand-in.

let database: DatabaseConnection;
let accountId: string;
const moved: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  const { account } = await createAccountRepository(database.db).findOrCreate(
    { column: 'email', value: 'reconcile@example.com' },
    'Reconciled Payer',
  );
  accountId = account.id;
});
afterAll(() => database.close());

function portal() {
  const sandbox = createSandboxGateway({ appSecret: 'test-secret', now: () => new Date() });
  const due = new Map<string, PayableApplication>();
  const applications: ApplicationPaymentsPort = {
    findPayable: async (_session, id) => due.get(id),
    async markPaidWithin(_tx, id, _paymentId, tellPayer) {
      const application = due.get(id);
      if (application?.status !== 'PENDING_PAYMENT') return undefined;
      moved.push(id);
      due.set(id, { ...application, status: 'PROCESSING' });
      await tellPayer(application);
      return application;
    },
  };
  const service = createPaymentService({
    db: database.db,
    payments: createPaymentRepository(database.db),
    gateway: sandbox,
    applications,
    // Nothing to wake: the test reads the outbox rows themselves.
    mailer: createOutboxMailer(createOutboxRepository(database.db), async () => {}),
    logger: pino({ level: 'silent' }),
    now: () => new Date(),
    authorityName: 'Civil Aviation Authority',
  });
  const session = { accountId } as PortalSession;

  /** An application paid at the gateway whose notification was lost; its return address. */
  async function paidWithoutNotification(): Promise<{ id: string; returnPaymentId: string }> {
    const { id, reference, amountCents } = await insertPayableApplication(database.db, accountId);
    due.set(id, {
      reference,
      amountCents,
      status: 'PENDING_PAYMENT',
      ownerEmail: 'reconcile@example.com',
      payerName: 'Reconciled Payer',
    });
    const checkoutUrl = await service.startCheckout(session, id, 'dashboard', '');
    const completed = sandbox.complete(checkoutUrl.split('/').pop() ?? '', 'pay');
    if (completed.kind !== 'completed') throw new Error(`The sandbox answered ${completed.kind}`);
    const returnUrl = new URL(completed.browserUrl, 'http://portal');
    return { id, returnPaymentId: returnUrl.searchParams.get('paymentId') ?? '' };
  }
  return { service, paidWithoutNotification };
}

describe('reconciliation', () => {
  it('PAY-13: the periodic job records a payment the gateway took but never notified, once', async () => {
    const { service, paidWithoutNotification } = portal();
    const { id } = await paidWithoutNotification();
    expect(moved).not.toContain(id);
    await service.reconcileOpen();
    await service.reconcileOpen();
    expect(moved.filter((movedId) => movedId === id)).toHaveLength(1);
  });

  it('PAY-13: the applicant coming back finds the payment recorded, not pending', async () => {
    const { service, paidWithoutNotification } = portal();
    const { id, returnPaymentId } = await paidWithoutNotification();
    expect(await service.landingAfterReturn(returnPaymentId, false)).toBe(
      '/dashboard?category=processing&payment=paid',
    );
    expect(moved.filter((movedId) => movedId === id)).toHaveLength(1);
  });
});
