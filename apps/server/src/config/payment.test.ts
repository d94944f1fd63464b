import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { problemsOf } from '../test-support/config-problems.js';
import { PRODUCTION_ENVIRONMENT } from '../test-support/production-environment.js';

// PAY-4 to PAY-6: the sandbox gateway by default, Stripe by configuration with its keys, and a
// production that refuses the sandbox, which takes no money.

describe('payment configuration', () => {
  it('PAY-5: defaults to the sandbox gateway', () => {
    expect(loadConfig({}, '/srv/portal').payment).toEqual({ gateway: 'sandbox' });
  });

  it('PAY-6: stripe takes its secret key and webhook secret', () => {
    const environment = {
      PAYMENT_GATEWAY: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    };
    expect(loadConfig(environment, '/srv/portal').payment).toEqual({
      gateway: 'stripe',
      stripeSecretKey: 'sk_test_x',
      stripeWebhookSecret: 'whsec_x',
      stripeApiBaseUrl: 'https://api.stripe.com',
    });
  });

  it('PAY-18: STRIPE_API_BASE_URL points the Stripe client at a stand-in (stripe-mock, tests)', () => {
    const environment = {
      PAYMENT_GATEWAY: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_API_BASE_URL: 'http://127.0.0.1:12111',
    };
    expect(loadConfig(environment, '/srv/portal').payment).toMatchObject({
      stripeApiBaseUrl: 'http://127.0.0.1:12111',
    });
    expect(problemsOf({ ...environment, STRIPE_API_BASE_URL: 'ftp://stripe' })).toHaveLength(1);
  });

  it.each([
    [{ PAYMENT_GATEWAY: 'stripe' }, ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']],
    [{ PAYMENT_GATEWAY: 'paypal' }, ['PAYMENT_GATEWAY']],
    [{ ...PRODUCTION_ENVIRONMENT, PAYMENT_GATEWAY: 'sandbox' }, ['PAYMENT_GATEWAY']],
    [{ ...PRODUCTION_ENVIRONMENT }, []],
    [
      { ...PRODUCTION_ENVIRONMENT, STRIPE_API_BASE_URL: 'http://stripe.internal' },
      ['STRIPE_API_BASE_URL'],
    ],
  ])('with %o names %o', (environment, variables) => {
    const problems = problemsOf(environment);
    expect(problems).toHaveLength(variables.length);
    for (const variable of variables) {
      expect(problems.some((problem) => problem.startsWith(variable))).toBe(true);
    }
  });
});
