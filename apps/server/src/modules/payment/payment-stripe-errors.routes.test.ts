import { API_PATHS } from '@aviation-permits/domain/http';
import {
  PAYMENT_MESSAGES,
  PAYMENT_OUTCOME_TOASTS,
  type PaymentOutcome,
} from '@aviation-permits/domain/payment';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/payments.js';
import { signInApplicant } from '../../test-support/application-test-client.js';
import {
  STRIPE_ERROR_TEXT,
  STRIPE_FAILURES,
  type FakeStripeFailure,
} from '../../test-support/fake-stripe.js';
import { insertPayableApplication } from '../../test-support/payable-application.js';
import type { SignedInClient } from '../../test-support/signed-in-client.js';
import {
  startStripeTestPortal,
  type StripeTestPortal,
} from '../../test-support/stripe-test-portal.js';

// PAY-18: when Stripe refuses (a 4xx card or invalid-request error), fails (5xx) or cannot be
// reached, the applicant hears the portal's own message, never Stripe's text, and nothing is left
// half-saved: no attempt without a checkout, and an open attempt that could not be replaced stays
// as it was. Once Stripe answers again, paying works. PAY-25: Proceed to Payment is a browser
// navigation, so the message is the portal's page's (a landing with its outcome), not an envelope.

let portal: StripeTestPortal;
let owner: SignedInClient;

beforeAll(async () => {
  portal = await startStripeTestPortal();
  owner = await signInApplicant(portal.server.app, portal.server.db, 'stripe-down@example.com');
});
afterEach(() => portal.stripe.heal());
afterAll(() => portal.close());

async function attemptsOf(applicationId: string) {
  return portal.server.db.select().from(payments).where(eq(payments.applicationId, applicationId));
}

const FAILURES: [string, FakeStripeFailure, PaymentOutcome][] = [
  ['a declined card (402)', STRIPE_FAILURES.card, 'gatewayRefused'],
  ['an invalid request (400)', STRIPE_FAILURES.invalidRequest, 'gatewayRefused'],
  ['an error of its own (500)', STRIPE_FAILURES.api, 'gatewayUnavailable'],
  ['a dropped connection', STRIPE_FAILURES.network, 'gatewayUnavailable'],
];

function expectPortalsOwnAnswer(
  answer: { statusCode: number; body: string; headers: Record<string, unknown> },
  outcome: PaymentOutcome,
) {
  expect(answer.statusCode).toBe(303);
  expect(answer.headers.location).toBe(`/dashboard?category=pendingPayment&payment=${outcome}`);
  expect(PAYMENT_OUTCOME_TOASTS[outcome].message).toBe(
    outcome === 'gatewayRefused'
      ? PAYMENT_MESSAGES.gatewayRefused
      : PAYMENT_MESSAGES.gatewayUnavailable,
  );
  for (const text of Object.values(STRIPE_ERROR_TEXT)) expect(answer.body).not.toContain(text);
}

describe('Stripe failing', () => {
  it.each(FAILURES)(
    'PAY-18, PAY-25: creating the checkout meets %s: the portal says so on its page and keeps no attempt',
    async (_what, failure, outcome) => {
      const application = await insertPayableApplication(portal.server.db, owner.accountId);
      portal.stripe.fail('POST', '/v1/checkout/sessions', failure);
      expectPortalsOwnAnswer(await portal.proceedToPayment(owner, application.id), outcome);
      expect(await attemptsOf(application.id)).toEqual([]);

      portal.stripe.heal();
      expect((await portal.proceedToPayment(owner, application.id)).statusCode).toBe(303);
    },
  );

  it.each(FAILURES.filter(([, failure]) => failure !== STRIPE_FAILURES.card))(
    'PAY-15, PAY-18: expiring the open session meets %s: the open attempt is kept and no second one opened',
    async (_what, failure, outcome) => {
      const application = await insertPayableApplication(portal.server.db, owner.accountId);
      expect((await portal.proceedToPayment(owner, application.id)).statusCode).toBe(303);
      const [open] = await attemptsOf(application.id);

      portal.stripe.fail('POST', `/v1/checkout/sessions/${open?.checkoutId}/expire`, failure);
      // An invalid request to expire is Stripe saying the session is no longer open: it is
      // asked how the session stands, and that fails the same way.
      portal.stripe.fail('GET', `/v1/checkout/sessions/${open?.checkoutId}`, failure);
      expectPortalsOwnAnswer(await portal.proceedToPayment(owner, application.id), outcome);
      expect(await attemptsOf(application.id)).toEqual([open]);
      expect(portal.stripe.sessions.get(open?.checkoutId ?? '')?.status).toBe('open');
    },
  );

  it('PAY-25: a payment Stripe is still completing (a delayed method) is not replaced, and the portal says so on its page', async () => {
    const application = await insertPayableApplication(portal.server.db, owner.accountId);
    expect((await portal.proceedToPayment(owner, application.id)).statusCode).toBe(303);
    const [open] = await attemptsOf(application.id);
    // Completed by the payer, the money not yet confirmed: the session cannot be expired.
    const session = portal.stripe.sessions.get(open?.checkoutId ?? '');
    Object.assign(session ?? {}, { status: 'complete', payment_status: 'unpaid' });

    const answer = await portal.proceedToPayment(owner, application.id);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/dashboard?category=pendingPayment&payment=inProgress');
    expect(PAYMENT_OUTCOME_TOASTS.inProgress.message).toBe(PAYMENT_MESSAGES.paymentInProgress);
    expect(await attemptsOf(application.id)).toEqual([open]);
  });

  it('PAY-15, PAY-18: a refund Stripe fails to make stays due, is shown as being refunded, the webhook is still acknowledged, and the reconciliation job makes it later', async () => {
    const application = await insertPayableApplication(portal.server.db, owner.accountId);
    const firstTab = (await portal.proceedToPayment(owner, application.id)).headers.location;
    const secondTab = (await portal.proceedToPayment(owner, application.id)).headers.location;
    const sessionOf = (url: string | undefined) => url?.split('/').pop() ?? '';
    expect((await portal.deliver(portal.stripe.pay(sessionOf(secondTab)))).statusCode).toBe(204);

    portal.stripe.fail('POST', '/v1/refunds', STRIPE_FAILURES.api);
    const late = portal.stripe.pay(sessionOf(firstTab), { evenIfExpired: true });
    expect((await portal.deliver(late)).statusCode).toBe(204);
    const due = (await attemptsOf(application.id)).find(
      (attempt) => attempt.checkoutId === sessionOf(firstTab),
    );
    expect(due).toMatchObject({ status: 'REFUND_DUE', gatewayRefundId: null });
    const listed = await owner.request({
      method: 'GET',
      url: `${API_PATHS.paymentSecondCharges}?applicationId=${application.id}`,
    });
    expect(listed.json()).toEqual({
      secondCharges: [{ amount: { currency: 'SGD', amountCents: 5_000 }, refundedAt: null }],
    });

    portal.stripe.heal();
    await portal.runHousekeeping();
    const [refunded] = (await attemptsOf(application.id)).filter(
      (attempt) => attempt.id === due?.id,
    );
    expect(refunded).toMatchObject({ status: 'REFUNDED', gatewayRefundId: expect.any(String) });
    expect(portal.stripe.refundsOf(due?.gatewayPaymentId ?? '')).toHaveLength(1);
  });
});
