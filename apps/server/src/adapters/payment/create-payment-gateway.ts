import type { PaymentSettings } from '../../config/payment.js';
import type { PaymentGateway } from './payment-gateway.js';
import { createSandboxGateway, type SandboxGateway } from './sandbox-gateway.js';
import { createStripeGateway } from './stripe-gateway.js';

// PAYMENT_GATEWAY chooses the implementation (PAY-4 to PAY-6). The sandbox also serves its own
// checkout page, so it is handed back apart for the payment module to mount.

export function createPaymentGateway(
  settings: PaymentSettings,
  sandbox: { appSecret: string; now: () => Date },
): { gateway: PaymentGateway; sandbox: SandboxGateway | undefined } {
  if (settings.gateway === 'stripe') {
    return {
      gateway: createStripeGateway({
        secretKey: settings.stripeSecretKey,
        webhookSecret: settings.stripeWebhookSecret,
        apiBaseUrl: settings.stripeApiBaseUrl,
      }),
      sandbox: undefined,
    };
  }
  const gateway = createSandboxGateway(sandbox);
  return { gateway, sandbox: gateway };
}
