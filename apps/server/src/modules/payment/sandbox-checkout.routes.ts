import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SANDBOX_CHECKOUT_PATH,
  type SandboxGateway,
} from '../../adapters/payment/sandbox-gateway.js';
import { NotFoundError } from '../../errors/http-errors.js';
import { sandboxCheckoutPage } from './sandbox-checkout-page.js';
import type { PaymentService } from './payment.service.js';

// The sandbox gateway's pages (PAY-5), served only while PAYMENT_GATEWAY=sandbox (never in
// production). On the payer's choice the sandbox signs its notification and delivers it
// in-process through the same verification as a real gateway's (PaymentService
// .acceptNotification), then sends the browser back to the portal's return address. The page
// stands in for a gateway's, so it sits outside the service pipeline: its checkout id, random and
// unguessable, is what a hosted checkout's address is too. A checkout the portal closed because a
// newer attempt replaced it (PAY-15) refuses every choice with 409 and says why.

const checkoutParams = z.object({ checkoutId: z.string().min(1).max(100) });
const SANDBOX_CHOICES = ['pay', 'fail', 'cancel'] as const;

export function sandboxCheckoutRoutes(options: {
  sandbox: SandboxGateway;
  payments: PaymentService;
  authorityName: string;
}): FastifyPluginAsyncZod {
  const { sandbox, payments, authorityName } = options;
  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    app.get(
      `${SANDBOX_CHECKOUT_PATH}/:checkoutId`,
      {
        schema: { tags: ['payment'], summary: 'The sandbox checkout page', params: checkoutParams },
      },
      async (request, reply) => {
        const checkout = sandbox.findCheckout(request.params.checkoutId);
        if (!checkout) throw new NotFoundError('The payment does not exist.');
        reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
        return sandboxCheckoutPage(checkout, authorityName, request.url);
      },
    );

    app.post(
      `${SANDBOX_CHECKOUT_PATH}/:checkoutId`,
      {
        schema: {
          tags: ['payment'],
          summary: "The payer's choice on the sandbox checkout page (303)",
          params: checkoutParams,
          body: z.object({ choice: z.enum(SANDBOX_CHOICES) }),
        },
      },
      async (request, reply) => {
        const completed = sandbox.complete(request.params.checkoutId, request.body.choice);
        if (completed.kind === 'unknown') throw new NotFoundError('The payment does not exist.');
        if (completed.kind === 'closed') {
          // Refused before any money moves: replaced (PAY-15), or its application expired (LIFE-16).
          reply.code(409).header('cache-control', 'no-store').type('text/html; charset=utf-8');
          return sandboxCheckoutPage(completed.checkout, authorityName, request.url);
        }
        try {
          await payments.acceptNotification(completed.notification);
        } catch (error) {
          // As with a real gateway, a notification that did not land does not hold the payer up:
          // the return and the reconciliation job ask for the status (PAY-13).
          request.log.warn({ err: error }, 'The sandbox notification was not accepted');
        }
        return reply.redirect(completed.browserUrl, 303);
      },
    );
  };
}
