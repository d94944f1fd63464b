import { API_PATHS, PAYMENT_MESSAGES } from '@aviation-permits/domain';
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
// reached, the applicant hears the portal's own message in the envelope, never Stripe's text, and
// nothing is left half-saved: no attempt without a checkout, and an open attempt that could not be
// replaced stays as it was. Once Stripe answers again, paying works.

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

const FAILURES: [string, FakeStripeFailure, string][] = [
  ['a declined card (402)', STRIPE_FAILURES.card, PAYMENT_MESSAGES.gatewayRefused],
  ['an invalid request (400)', STRIPE_FAILURES.invalidRequest, PAYMENT_MESSAGES.gatewayRefused],
  ['an error of its own (500)', STRIPE_FAILURES.api, PAYMENT_MESSAGES.gatewayUnavailable],
  ['a dropped connection', STRIPE_FAILURES.network, PAYMENT_MESSAGES.gatewayUnavailable],
];

function expectPortalsOwnAnswer(answer: { statusCode: number; body: string }, detail: string) {
  expect(answer.statusCode).toBe(503);
  expect(JSON.parse(answer.body)).toEqual({
    status: 503,
    errorCodes: 'SERVICE_UNAVAILABLE',
    detail,
  });
  for (const text of Object.values(STRIPE_ERROR_TEXT)) expect(answer.body).not.toContain(text);
}

describe('Stripe failing', () => {
  it.each(FAILURES)(
    'PAY-18: creating the checkout meets %s: the portal says so in its envelope and keeps no attempt',
    async (_what, failure, detail) => {
      const application = await insertPayableApplication(portal.server.db, owner.accountId);
      portal.stripe.fail('POST', '/v1/checkout/sessions', failure);
      expectPortalsOwnAnswer(await portal.proceedToPayment(owner, application.id), detail);
      expect(await attemptsOf(application.id)).toEqual([]);

      portal.stripe.heal();
      expect((await portal.proceedToPayment(owner, application.id)).statusCode).toBe(303);
    },
  );

  it.each(FAILURES.filter(([, failure]) => failure !== STRIPE_FAILURES.card))(
    'PAY-15, PAY-18: expiring the open session meets %s: the open attempt is kept and no second one opened',
    async (_what, failure, detail) => {
      const application = await insertPayableApplication(portal.server.db, owner.accountId);
      expect((await portal.proceedToPayment(owner, application.id)).statusCode).toBe(303);
      const [open] = await attemptsOf(application.id);

      portal.stripe.fail('POST', `/v1/checkout/sessions/${open?.checkoutId}/expire`, failure);
      // An invalid request to expire is Stripe saying the session is no longer open: it is
      // asked how the session stands, and that fails the same way.
      portal.stripe.fail('GET', `/v1/checkout/sessions/${open?.checkoutId}`, failure);
      expectPortalsOwnAnswer(await portal.proceedToPayment(owner, application.id), detail);
      expect(await attemptsOf(application.id)).toEqual([open]);
      expect(portal.stripe.sessions.get(open?.checkoutId ?? '')?.status).toBe('open');
    },
  );

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
