import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { NotificationSignatureError } from './payment-gateway.js';
import { STRIPE_SIGNATURE_HEADER, createStripeGateway } from './stripe-gateway.js';
import { checkoutSessionEvent } from './stripe-recorded-events.js';

// PAY-6, PAY-7: the Stripe Checkout gateway against recorded webhook payloads, signed as Stripe
// signs them (stripe.webhooks.generateTestHeaderString); no network.

const WEBHOOK_SECRET = 'whsec_recorded_contract_test';
const gateway = createStripeGateway({
  secretKey: 'sk_test_unused',
  webhookSecret: WEBHOOK_SECRET,
  apiBaseUrl: 'https://api.stripe.com',
});

function delivered(payload: string, secret = WEBHOOK_SECRET) {
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { rawBody: Buffer.from(payload), headers: { [STRIPE_SIGNATURE_HEADER]: header } };
}

const PAID = {
  status: 'complete',
  payment_status: 'paid',
  amount_total: 5_000,
  reference: 'AA-2026-000123',
};

describe('Stripe Checkout notifications', () => {
  it.each([
    ['checkout.session.completed', PAID, 'paid', 'pi_3QxTestRecorded0001'],
    [
      'checkout.session.completed',
      { ...PAID, payment_status: 'unpaid' },
      'open',
      'pi_3QxTestRecorded0001',
    ],
    ['checkout.session.async_payment_succeeded', PAID, 'paid', 'pi_3QxTestRecorded0001'],
    [
      'checkout.session.async_payment_failed',
      { ...PAID, payment_status: 'unpaid' },
      'failed',
      'pi_3QxTestRecorded0001',
    ],
    [
      'checkout.session.expired',
      { ...PAID, status: 'expired', payment_status: 'unpaid' },
      'cancelled',
      'pi_3QxTestRecorded0001',
    ],
  ])('PAY-6: %s (%o) reads as %s', (type, session, outcome, gatewayPaymentId) => {
    expect(gateway.verifyNotification(delivered(checkoutSessionEvent(type, session)))).toEqual({
      checkoutId: 'cs_test_a1B2c3D4e5F6g7H8i9J0',
      outcome,
      gatewayPaymentId,
      amountCents: 5_000,
      currency: 'SGD',
      reference: 'AA-2026-000123',
    });
  });

  it('PAY-6: an event type the portal does not use is acknowledged and ignored', () => {
    const payload = checkoutSessionEvent('customer.created', PAID);
    expect(gateway.verifyNotification(delivered(payload))).toBeUndefined();
  });

  it('PAY-7: a wrong secret, a changed body or no signature is refused', () => {
    const payload = checkoutSessionEvent('checkout.session.completed', PAID);
    expect(() => gateway.verifyNotification(delivered(payload, 'whsec_someone_else'))).toThrow(
      NotificationSignatureError,
    );
    const signed = delivered(payload);
    const tampered = { ...signed, rawBody: Buffer.from(payload.replace('5000', '1')) };
    expect(() => gateway.verifyNotification(tampered)).toThrow(NotificationSignatureError);
    expect(() => gateway.verifyNotification({ rawBody: signed.rawBody, headers: {} })).toThrow(
      NotificationSignatureError,
    );
  });
});
