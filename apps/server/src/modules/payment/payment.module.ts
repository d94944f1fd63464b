import { createPaymentGateway } from '../../adapters/payment/create-payment-gateway.js';
import type { PortalModule } from '../../platform/portal-module.js';
import { paymentNotificationRoutes } from './payment-notification.routes.js';
import { createPaymentRepository } from './payment.repository.js';
import { paymentRoutes } from './payment.routes.js';
import { createPaymentService } from './payment.service.js';
import { sandboxCheckoutRoutes } from './sandbox-checkout.routes.js';

// Payments for applications (docs/payment.md): Proceed to Payment, the return and the receipt
// under the permits service, the gateway's notification endpoint, the sandbox gateway's checkout
// page when it is the configured gateway, and the reconciliation job among the pruners (PAY-13).
// It closes an expired application's open checkout for the lifecycle module (LIFE-16).

export const paymentModule: PortalModule = {
  name: 'payment',
  build: ({ config, db, logger, mailer, now, port }) => {
    const { gateway, sandbox } = createPaymentGateway(config.payment, {
      appSecret: config.appSecret,
      now,
    });
    const payments = createPaymentService({
      db,
      payments: createPaymentRepository(db),
      gateway,
      applications: port('applicationPayments'),
      mailer,
      logger,
      now,
      authorityName: config.portal.authorityName,
    });
    const authorityName = config.portal.authorityName;
    return {
      serviceRoutes: {
        permits: [
          paymentRoutes({
            payments,
            // The sandbox is the portal itself: a relative return address works on any origin.
            publicBaseUrl: sandbox ? '' : config.identity.publicBaseUrl,
          }),
        ],
      },
      routes: [
        paymentNotificationRoutes(payments),
        ...(sandbox ? [sandboxCheckoutRoutes({ sandbox, payments, authorityName })] : []),
      ],
      pruners: [() => payments.reconcileOpen(), ...(sandbox ? [sandbox.pruneExpired] : [])],
      provides: { paymentCheckouts: { closeOpenCheckout: payments.closeOpenCheckout } },
    };
  },
};
