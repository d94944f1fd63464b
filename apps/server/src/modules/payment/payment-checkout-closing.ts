import type { FastifyBaseLogger } from 'fastify';
import type { PaymentGateway } from '../../adapters/payment/payment-gateway.js';
import type { PaymentCheckoutsPort } from '../../platform/ports/payment-checkouts.js';
import type { PaymentSettlement } from './payment-settlement.js';
import type { PaymentRepository } from './payment.repository.js';

// LIFE-16: an application that expired while waiting for payment can no longer be paid. Its open
// attempt's checkout is closed at the gateway by the same call a newer attempt uses (PAY-15: the
// sandbox refuses its Pay, Stripe expires the session), and the gateway's answer is recorded as any
// of its answers is (payment-settlement.ts): closed, the attempt is CANCELLED; paid first, the
// money is recorded and, the application no longer being in Pending payment, refunded.

interface CheckoutClosingDependencies {
  payments: PaymentRepository;
  gateway: PaymentGateway;
  settlement: PaymentSettlement;
  logger: FastifyBaseLogger;
  now: () => Date;
}

export function createCheckoutClosing(
  dependencies: CheckoutClosingDependencies,
): PaymentCheckoutsPort['closeOpenCheckout'] {
  const { payments, gateway, settlement, logger, now } = dependencies;
  return async function closeOpenCheckout(applicationId) {
    const open = await payments.findOpen(applicationId);
    if (!open) return;
    try {
      if (open.checkoutId === null) {
        // Its redirect is still making the checkout: it finds the attempt gone and closes it unseen.
        await payments.settleIfOpen(open.id, 'CANCELLED', now());
        return;
      }
      await settlement.settle(open, await gateway.closeCheckout(open.checkoutId));
    } catch (error) {
      logger.warn(
        { err: error, paymentId: open.id },
        'Closing the checkout of an application no longer payable failed; a payment on it is refunded',
      );
    }
  };
}
