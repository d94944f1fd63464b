import { paymentRedirectPath } from '@aviation-permits/domain/payment';
import type { LightMyRequestResponse } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../app.js';
import { PAYMENT_NOTIFICATION_PATH } from '../modules/payment/payment-notification.routes.js';
import { startFakeStripe, stripeWebhook, type FakeStripe } from './fake-stripe.js';
import type { SignedInClient } from './signed-in-client.js';
import { startTestApp, type TestAppHandle } from './test-app.js';
import { testConfig } from './test-config.js';

// The portal with PAYMENT_GATEWAY=stripe against the fake Stripe (fake-stripe.ts), for the payment
// tests that need a gateway which cannot refuse a payment (PAY-15), Stripe's webhooks (PAY-16) and
// Stripe's failures (PAY-18).

const TEST_STRIPE_WEBHOOK_SECRET = 'whsec_portal_test';

export interface StripeTestPortal {
  server: TestAppHandle;
  stripe: FakeStripe;
  /** Posts a webhook body to the notification endpoint, signed as Stripe signs it. */
  deliver(payload: string): Promise<LightMyRequestResponse>;
  /** Proceed to Payment as `client`: the answer (303 to Stripe's checkout, or a refusal). */
  proceedToPayment(client: SignedInClient, applicationId: string): Promise<LightMyRequestResponse>;
  /**
   * What a restart does: a second app on the same database runs the modules' housekeeping once
   * when ready, the payment module's reconciliation job among it (PAY-13, PAY-15).
   */
  runHousekeeping(): Promise<void>;
  close(): Promise<void>;
}

export async function startStripeTestPortal(
  options: { logStream?: DestinationStream; environment?: Record<string, string> } = {},
): Promise<StripeTestPortal> {
  const stripe = await startFakeStripe();
  const config = testConfig({
    PAYMENT_GATEWAY: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_portal',
    STRIPE_WEBHOOK_SECRET: TEST_STRIPE_WEBHOOK_SECRET,
    STRIPE_API_BASE_URL: stripe.baseUrl,
    ...options.environment,
  });
  const server = await startTestApp({
    config,
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  return {
    server,
    stripe,
    deliver(payload) {
      const { rawBody, headers } = stripeWebhook(payload, TEST_STRIPE_WEBHOOK_SECRET);
      return server.app.inject({
        method: 'POST',
        url: PAYMENT_NOTIFICATION_PATH,
        headers,
        payload: rawBody,
      });
    },
    proceedToPayment: (client, applicationId) =>
      client.request({ method: 'GET', url: paymentRedirectPath(applicationId) }),
    async runHousekeeping() {
      const restarted = await buildApp({ config, db: server.db });
      await restarted.ready();
      await restarted.close();
    },
    async close() {
      await server.close();
      await stripe.close();
    },
  };
}
