import { API_PATHS, REDIRECT_PATHS } from '@aviation-permits/domain/http';
import { secondChargesResponseSchema } from '@aviation-permits/domain/payment';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationEvents, applications } from '../../db/schema/applications.js';
import { payments } from '../../db/schema/payments.js';
import { signInApplicant } from '../../test-support/application-test-client.js';
import { insertPayableApplication } from '../../test-support/payable-application.js';
import { pdfText } from '../../test-support/pdf-text.js';
import type { SignedInClient } from '../../test-support/signed-in-client.js';
import {
  startStripeTestPortal,
  type StripeTestPortal,
} from '../../test-support/stripe-test-portal.js';

// PAY-15 and PAY-18 with Stripe Checkout, against the fake Stripe API: the checkout the portal
// asks for, one open attempt per application (a replaced attempt's session is expired through
// the adapter), and, because Stripe cannot refuse a payment the portal did not want, a second
// charge refunded through refunds.create, recorded and shown on the receipt and the details page.

let portal: StripeTestPortal;
let owner: SignedInClient;

beforeAll(async () => {
  portal = await startStripeTestPortal();
  owner = await signInApplicant(portal.server.app, portal.server.db, 'stripe-payer@example.com', {
    fullName: 'Stripe Payer',
  });
});
afterAll(() => portal.close());

async function attemptsOf(applicationId: string) {
  return portal.server.db.select().from(payments).where(eq(payments.applicationId, applicationId));
}

async function statusOf(applicationId: string) {
  const [row] = await portal.server.db
    .select({ status: applications.status })
    .from(applications)
    .where(eq(applications.id, applicationId));
  return row?.status;
}

async function paymentEventsOf(applicationId: string) {
  const events = await portal.server.db
    .select()
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, applicationId));
  return events.filter((event) => event.actor === 'payment');
}

/** Proceed to Payment; the Checkout Session the browser is sent to. */
async function checkoutSession(applicationId: string): Promise<string> {
  const answer = await portal.proceedToPayment(owner, applicationId);
  expect(answer.statusCode, answer.body).toBe(303);
  return (answer.headers.location ?? '').split('/').pop() ?? '';
}

describe('Stripe Checkout', () => {
  it('PAY-6, PAY-18: Proceed to Payment creates a Checkout Session for the attempt and sends the browser to it', async () => {
    const application = await insertPayableApplication(portal.server.db, owner.accountId, {
      amountCents: 12_345,
    });
    const answer = await portal.proceedToPayment(owner, application.id);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);

    const [attempt] = await attemptsOf(application.id);
    const created = portal.stripe.calls.find(
      (call) => call.method === 'POST' && call.params['metadata[paymentId]'] === attempt?.id,
    );
    expect(created?.path).toBe('/v1/checkout/sessions');
    expect(created?.idempotencyKey).toBe(`checkout-${attempt?.id}`);
    expect(created?.params).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '12345',
      'line_items[0][price_data][currency]': 'sgd',
      'metadata[reference]': application.reference,
      customer_email: 'stripe-payer@example.com',
    });
    expect(created?.params.success_url).toContain(
      `${REDIRECT_PATHS.paymentReturn}?paymentId=${attempt?.id}`,
    );
    expect(attempt).toMatchObject({ status: 'OPEN', checkoutId: expect.stringMatching(/^cs_/) });
  });

  it('PAY-13, PAY-18: coming back with the webhook lost, the status call finds the payment', async () => {
    const application = await insertPayableApplication(portal.server.db, owner.accountId);
    portal.stripe.pay(await checkoutSession(application.id));
    const [attempt] = await attemptsOf(application.id);
    const back = await owner.request({
      method: 'GET',
      url: `${REDIRECT_PATHS.paymentReturn}?paymentId=${attempt?.id}`,
    });
    expect(back.headers.location).toBe('/dashboard?category=processing&payment=paid');
    expect(await statusOf(application.id)).toBe('PROCESSING');
  });
});

describe('one open attempt at Stripe', () => {
  it("PAY-15: a second tab's redirect expires the first tab's session; paying the second charges once", async () => {
    const application = await insertPayableApplication(portal.server.db, owner.accountId);
    const firstTab = await checkoutSession(application.id);
    const secondTab = await checkoutSession(application.id);
    expect(portal.stripe.sessions.get(firstTab)?.status).toBe('expired');
    expect(() => portal.stripe.pay(firstTab)).toThrow(/expired/);
    expect((await attemptsOf(application.id)).map((attempt) => attempt.status).sort()).toEqual([
      'OPEN',
      'SUPERSEDED',
    ]);

    expect((await portal.deliver(portal.stripe.pay(secondTab))).statusCode).toBe(204);
    expect(await statusOf(application.id)).toBe('PROCESSING');
    expect(await paymentEventsOf(application.id)).toHaveLength(1);
  });

  it("PAY-15, PAY-20: a session paid just before the next redirect could expire it is recorded, and the redirect lands on the portal's page saying it is not waiting for payment", async () => {
    const application = await insertPayableApplication(portal.server.db, owner.accountId);
    portal.stripe.pay(await checkoutSession(application.id)); // its webhook is still on its way
    const again = await portal.proceedToPayment(owner, application.id);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe('/dashboard?payment=notPending');
    expect(await statusOf(application.id)).toBe('PROCESSING');
    expect((await attemptsOf(application.id)).map((attempt) => attempt.status)).toEqual(['PAID']);
  });

  it('PAY-15: two tabs both paid at a gateway that cannot refuse: the first payment pays, the second is refunded, recorded and shown', async () => {
    const application = await insertPayableApplication(portal.server.db, owner.accountId, {
      amountCents: 5_000,
    });
    const firstTab = await checkoutSession(application.id);
    const secondTab = await checkoutSession(application.id);
    // Stripe takes the money on the first tab's session though the portal had expired it.
    expect((await portal.deliver(portal.stripe.pay(secondTab))).statusCode).toBe(204);
    const late = portal.stripe.pay(firstTab, { evenIfExpired: true });
    expect((await portal.deliver(late)).statusCode).toBe(204);
    expect((await portal.deliver(late)).statusCode).toBe(204); // Stripe retries: refunded once.

    expect(await statusOf(application.id)).toBe('PROCESSING');
    expect(await paymentEventsOf(application.id)).toHaveLength(1);
    const attempts = await attemptsOf(application.id);
    const paid = attempts.find((attempt) => attempt.checkoutId === secondTab);
    const refunded = attempts.find((attempt) => attempt.checkoutId === firstTab);
    expect(paid?.status).toBe('PAID');
    expect(refunded).toMatchObject({
      status: 'REFUNDED',
      gatewayRefundId: expect.stringMatching(/^re_/),
      refundedAt: expect.any(Date),
    });
    const intent = refunded?.gatewayPaymentId ?? '';
    expect(portal.stripe.refundsOf(intent)).toEqual([refunded?.gatewayRefundId]);
    const refundCall = portal.stripe.calls.find(
      (call) => call.path === '/v1/refunds' && call.params.payment_intent === intent,
    );
    expect(refundCall?.params.amount).toBe('5000');
    expect(refundCall?.idempotencyKey).toBe(`refund-${refunded?.id}`);

    // Shown: on the details page's call and on the receipt, which stays the first payment's.
    const listed = await owner.request({
      method: 'GET',
      url: `${API_PATHS.paymentSecondCharges}?applicationId=${application.id}`,
    });
    expect(listed.statusCode).toBe(200);
    expect(secondChargesResponseSchema.parse(listed.json())).toEqual({
      secondCharges: [
        {
          amount: { currency: 'SGD', amountCents: 5_000 },
          refundedAt: refunded?.refundedAt?.toISOString(),
        },
      ],
    });
    const receipt = await owner.request({
      method: 'GET',
      url: `${REDIRECT_PATHS.paymentReceipt}?applicationId=${application.id}`,
    });
    const text = pdfText(receipt.rawPayload);
    expect(text).toContain(paid?.gatewayPaymentId ?? '?');
    expect(text).toContain(
      'A second payment of S$50.00 was received for this application and was refunded on',
    );
  });

  it('PAY-15: ten redirects at once leave one open attempt; every session paid at a gateway that cannot refuse: one payment, the rest refunded', async () => {
    const application = await insertPayableApplication(portal.server.db, owner.accountId);
    await Promise.all(
      Array.from({ length: 10 }, () => portal.proceedToPayment(owner, application.id)),
    );
    const attempts = await attemptsOf(application.id);
    expect(attempts.filter((attempt) => attempt.status === 'OPEN')).toHaveLength(1);

    const sessions = attempts.flatMap((attempt) =>
      attempt.checkoutId ? [attempt.checkoutId] : [],
    );
    const webhooks = sessions.map((session) => portal.stripe.pay(session, { evenIfExpired: true }));
    const answers = await Promise.all(webhooks.map((webhook) => portal.deliver(webhook)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(webhooks.map(() => 204));

    expect(await statusOf(application.id)).toBe('PROCESSING');
    expect(await paymentEventsOf(application.id)).toHaveLength(1);
    const settled = await attemptsOf(application.id);
    expect(settled.filter((attempt) => attempt.status === 'PAID')).toHaveLength(1);
    const refunded = settled.filter((attempt) => attempt.status === 'REFUNDED');
    expect(refunded).toHaveLength(sessions.length - 1);
    for (const attempt of refunded) {
      expect(portal.stripe.refundsOf(attempt.gatewayPaymentId ?? '')).toEqual([
        attempt.gatewayRefundId,
      ]);
    }
  });

  it("PAY-14, PAY-17: another applicant cannot read an application's second charges", async () => {
    const application = await insertPayableApplication(portal.server.db, owner.accountId);
    const stranger = await signInApplicant(
      portal.server.app,
      portal.server.db,
      'stripe-stranger@example.com',
    );
    const answer = await stranger.request({
      method: 'GET',
      url: `${API_PATHS.paymentSecondCharges}?applicationId=${application.id}`,
    });
    expect(answer.statusCode).toBe(404);
  });
});
