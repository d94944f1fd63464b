import { describe, expect, it } from 'vitest';
import {
  PAYMENT_OUTCOMES,
  PAYMENT_OUTCOME_TOASTS,
  formatMoney,
  paymentLandingPath,
  paymentOutcomeOf,
  paymentReceiptPath,
  paymentRedirectPath,
} from './payment-navigation.js';

describe('payment navigation', () => {
  it('PAY-3: Proceed to Payment links to the redirect path with the application and page', () => {
    expect(paymentRedirectPath('a-1', 'details')).toBe(
      '/permits-service/v1/payment/redirect?applicationId=a-1&from=details',
    );
    expect(paymentRedirectPath('a-1')).toBe(
      '/permits-service/v1/payment/redirect?applicationId=a-1&from=dashboard',
    );
  });

  it('PAY-12: the receipt is a download link by application', () => {
    expect(paymentReceiptPath('a 1')).toBe('/permits-service/v1/payment/receipt?applicationId=a+1');
  });

  it.each([
    ['dashboard', 'cancelled', '/dashboard?category=pendingPayment&payment=cancelled'],
    ['dashboard', 'paid', '/dashboard?category=processing&payment=paid'],
    ['details', 'paid', '/application/details?id=a-1&payment=paid'],
    ['dashboard', 'notPending', '/dashboard?payment=notPending'],
    ['details', 'notPending', '/application/details?id=a-1&payment=notPending'],
    // PAY-25: refused, still waiting for payment.
    ['details', 'inProgress', '/application/details?id=a-1&payment=inProgress'],
    ['dashboard', 'replaced', '/dashboard?category=pendingPayment&payment=replaced'],
    ['details', 'gatewayUnavailable', '/application/details?id=a-1&payment=gatewayUnavailable'],
    ['dashboard', 'gatewayRefused', '/dashboard?category=pendingPayment&payment=gatewayRefused'],
  ] as const)('PAY-10: back on %s after %s → %s', (page, outcome, path) => {
    expect(paymentLandingPath(page, 'a-1', outcome)).toBe(path);
    expect(paymentOutcomeOf(path.slice(path.indexOf('?')))).toBe(outcome);
  });

  it('PAY-10: an unknown flag is no outcome, and every outcome has a message', () => {
    expect(paymentOutcomeOf('?payment=stolen')).toBeUndefined();
    for (const outcome of PAYMENT_OUTCOMES) {
      expect(PAYMENT_OUTCOME_TOASTS[outcome].message.length).toBeGreaterThan(20);
    }
  });

  it.each([
    [0, 'S$0.00'],
    [5, 'S$0.05'],
    [10_000, 'S$100.00'],
    [123_450, 'S$1,234.50'],
  ])('formats %i cents as %s', (amountCents, text) => {
    expect(formatMoney({ currency: 'SGD', amountCents })).toBe(text);
  });
});
