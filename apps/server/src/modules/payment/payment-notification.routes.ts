import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentService } from './payment.service.js';

// Where a gateway posts its server-to-server notifications (PAY-7 to PAY-11): the Stripe webhook
// endpoint is PUBLIC_BASE_URL + PAYMENT_NOTIFICATION_PATH. It lives outside the service pipeline,
// because a gateway sends neither the access-content token nor a CSRF token; the signature over
// the raw body is its credential, so the body is kept as bytes.

export const PAYMENT_NOTIFICATION_PATH = '/payment-gateway/notification';

/** Gateways' events are a few kilobytes. */
const NOTIFICATION_BODY_LIMIT = 64 * 1024;

export function paymentNotificationRoutes(payments: PaymentService): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: NOTIFICATION_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );

    app.post(
      PAYMENT_NOTIFICATION_PATH,
      {
        bodyLimit: NOTIFICATION_BODY_LIMIT,
        schema: {
          tags: ['payment'],
          summary: "The payment gateway's signed notification (204)",
        },
      },
      async (request, reply) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        await payments.acceptNotification({ rawBody, headers: request.headers });
        return reply.status(204).send();
      },
    );
  };
}
