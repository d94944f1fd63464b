import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/applications.js';
import { payments } from '../../db/schema/payments.js';
import { signInApplicant } from '../../test-support/application-test-client.js';
import { STRIPE_FAILURES } from '../../test-support/fake-stripe.js';
import { insertPayableApplication } from '../../test-support/payable-application.js';
import type { SignedInClient } from '../../test-support/signed-in-client.js';
import {
  startStripeTestPortal,
  type StripeTestPortal,
} from '../../test-support/stripe-test-portal.js';
import { LIFECYCLE_JOBS } from './lifecycle.module.js';

// LIFE-16 with Stripe Checkout, against the fake Stripe API: the expiry job expires the open
// Checkout Session of an application it expired unpaid (checkout.sessions.expire), and money
// Stripe takes after all, which it cannot refuse, is refunded through refunds.create and recorded;
// when Stripe cannot be reached the session stays open, and a payment on it is refunded the same.

let portal: StripeTestPortal;
let owner: SignedInClient;

beforeAll(async () => {
  portal = await startStripeTestPortal();
  owner = await signInApplicant(portal.server.app, portal.server.db, 'expired.payer@example.com');
});
afterAll(() => portal.close());

/** Pending payment, its activity started yesterday, with the session Proceed to Payment opened. */
async function startedWithOpenSession() {
  const application = await insertPayableApplication(portal.server.db, owner.accountId, {
    startsAt: ['2026-01-01', '09:00'],
  });
  const answer = await portal.proceedToPayment(owner, application.id);
  expect(answer.statusCode, answer.body).toBe(303);
  const session = (answer.headers.location ?? '').split('/').pop() ?? '';
  return { application, session };
}

async function statusOf(applicationId: string) {
  const [row] = await portal.server.db
    .select({ status: applications.status })
    .from(applications)
    .where(eq(applications.id, applicationId));
  return row?.status;
}

async function attemptOf(applicationId: string) {
  const rows = await portal.server.db
    .select()
    .from(payments)
    .where(eq(payments.applicationId, applicationId));
  expect(rows).toHaveLength(1);
  return rows[0];
}

describe('an application expired while waiting for payment, with Stripe (LIFE-16)', () => {
  it('has its Checkout Session expired, and money Stripe takes after all is refunded and recorded', async () => {
    const { application, session } = await startedWithOpenSession();

    await portal.server.app.jobs.run(LIFECYCLE_JOBS.expire);

    expect(await statusOf(application.id)).toBe('EXPIRED');
    expect(portal.stripe.sessions.get(session)?.status).toBe('expired');
    expect(await attemptOf(application.id)).toMatchObject({ status: 'CANCELLED' });
    expect(() => portal.stripe.pay(session)).toThrow(/expired/);

    const late = portal.stripe.pay(session, { evenIfExpired: true });
    expect((await portal.deliver(late)).statusCode).toBe(204);
    expect((await portal.deliver(late)).statusCode).toBe(204); // Stripe retries: refunded once.

    expect(await statusOf(application.id)).toBe('EXPIRED');
    const refunded = await attemptOf(application.id);
    expect(refunded).toMatchObject({
      status: 'REFUNDED',
      gatewayRefundId: expect.stringMatching(/^re_/),
    });
    expect(portal.stripe.refundsOf(refunded?.gatewayPaymentId ?? '')).toEqual([
      refunded?.gatewayRefundId,
    ]);
  });

  it('leaves the session open when Stripe cannot be reached, and refunds a payment made on it', async () => {
    const { application, session } = await startedWithOpenSession();
    portal.stripe.fail('POST', `/v1/checkout/sessions/${session}/expire`, STRIPE_FAILURES.api);

    await portal.server.app.jobs.run(LIFECYCLE_JOBS.expire);
    portal.stripe.heal();

    expect(await statusOf(application.id)).toBe('EXPIRED');
    expect(await attemptOf(application.id)).toMatchObject({ status: 'OPEN' });
    expect(portal.stripe.sessions.get(session)?.status).toBe('open');
    expect((await portal.deliver(portal.stripe.pay(session))).statusCode).toBe(204);
    expect(await statusOf(application.id)).toBe('EXPIRED');
    expect(await attemptOf(application.id)).toMatchObject({ status: 'REFUNDED' });
  });
});
