import { API_PATHS, REDIRECT_PATHS } from '@aviation-permits/domain/http';
import {
  PAYMENT_RETURN_PAGES,
  paymentLandingPath,
  secondChargesResponseSchema,
} from '@aviation-permits/domain/payment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UnauthorizedError } from '../../errors/http-errors.js';
import { serviceRoutePath } from '../../http/service-route-path.js';
import { checkoutRefusalOutcome } from './payment-checkout.js';
import type { PaymentService } from './payment.service.js';

// The applicant's payment calls under the permits service (PAY-3, PAY-10, PAY-12, PAY-15). The
// redirect, the return and the receipt are full-page navigations (REDIRECT_PATHS), so the pipeline
// lets them through without the access-content header; the second charges are a call of the
// details page. The redirect, the receipt and the second charges are the applicant's: they need a
// session of an ACTIVE account, as every application call does (PAY-17: 401 without, 403
// FORBIDDEN for any other status). The return needs none: it is the gateway's address, the
// session may have ended during a long checkout, and it answers only where to land.

const ACTIVE_APPLICANT = { requireSession: true, requireStatus: 'ACTIVE' } as const;

export interface PaymentRoutesOptions {
  payments: PaymentService;
  /** The portal's origin for the gateway's return address ('' when the gateway is the portal). */
  publicBaseUrl: string;
}

export function paymentRoutes({
  payments,
  publicBaseUrl,
}: PaymentRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      serviceRoutePath('permits', REDIRECT_PATHS.paymentRedirect),
      {
        config: ACTIVE_APPLICANT,
        schema: {
          tags: ['payment'],
          summary:
            'Proceed to Payment: starts a payment and sends the browser to the gateway (303)',
          querystring: z.object({
            applicationId: z.uuid(),
            from: z.enum(PAYMENT_RETURN_PAGES).default('dashboard'),
          }),
        },
      },
      async (request, reply) => {
        const session = request.portalSession;
        if (!session) throw new UnauthorizedError();
        const { applicationId, from } = request.query;
        try {
          const checkoutUrl = await payments.startCheckout(
            session,
            applicationId,
            from,
            publicBaseUrl,
          );
          return await reply.redirect(checkoutUrl, 303);
        } catch (error) {
          // A browser navigation, not a call: the portal's page says why, never an envelope
          // (PAY-20, PAY-25).
          const outcome = checkoutRefusalOutcome(error);
          if (!outcome) throw error;
          return reply.redirect(paymentLandingPath(from, applicationId, outcome), 303);
        }
      },
    );

    app.get(
      serviceRoutePath('permits', REDIRECT_PATHS.paymentReturn),
      {
        schema: {
          tags: ['payment'],
          summary:
            'Back from the gateway: checks the payment and lands on the page it came from (303)',
          querystring: z.object({
            paymentId: z.uuid(),
            cancelled: z.enum(['true']).optional(),
          }),
        },
      },
      async (request, reply) => {
        const { paymentId, cancelled } = request.query;
        return reply.redirect(
          await payments.landingAfterReturn(paymentId, cancelled === 'true'),
          303,
        );
      },
    );

    app.get(
      serviceRoutePath('permits', REDIRECT_PATHS.paymentReceipt),
      {
        config: ACTIVE_APPLICANT,
        schema: {
          tags: ['payment'],
          summary: 'The PDF receipt of a paid application',
          querystring: z.object({ applicationId: z.uuid() }),
        },
      },
      async (request, reply) => {
        const session = request.portalSession;
        if (!session) throw new UnauthorizedError();
        const { fileName, pdf } = await payments.receipt(session, request.query.applicationId);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .send(pdf);
      },
    );

    app.get(
      serviceRoutePath('permits', API_PATHS.paymentSecondCharges),
      {
        config: ACTIVE_APPLICANT,
        schema: {
          tags: ['payment'],
          summary: 'Second payments of the application and their refunds (PAY-15)',
          querystring: z.object({ applicationId: z.uuid() }),
          response: { 200: secondChargesResponseSchema },
        },
      },
      async (request) => {
        const session = request.portalSession;
        if (!session) throw new UnauthorizedError();
        return {
          secondCharges: await payments.secondCharges(session, request.query.applicationId),
        };
      },
    );
  };
}
