import {
  PAYMENT_MESSAGES,
  paymentLandingPath,
  type PaymentOutcome,
  type SecondCharge,
} from '@aviation-permits/domain/payment';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../adapters/mail/mailer.js';
import {
  MalformedNotificationError,
  NotificationSignatureError,
  type CheckoutState,
  type IncomingNotification,
  type PaymentGateway,
} from '../../adapters/payment/payment-gateway.js';
import type { Database } from '../../db/database.js';
import type { PaymentStatus } from '../../db/schema/payments.js';
import { BadRequestError, NotFoundError } from '../../errors/http-errors.js';
import type { ApplicationPaymentsPort } from '../../platform/ports/application-payments.js';
import type { PortalSession } from '../../platform/sessions/session.service.js';
import { ApplicationNotFoundForPaymentError, createCheckoutStarter } from './payment-checkout.js';
import { createCheckoutClosing } from './payment-checkout-closing.js';
import { receiptFileName, renderReceipt } from './payment-receipt.js';
import { createPaymentSettlement } from './payment-settlement.js';
import type { PaymentRepository } from './payment.repository.js';

// Payments for applications (PAY-3 to PAY-18, docs/payment.md). An attempt row is written before
// the browser leaves for the gateway, one open attempt per application (payment-checkout.ts); the
// gateway's answer (its signed notification, or its status call when the applicant returns or the
// reconciliation job asks) settles it once (payment-settlement.ts). Logs name attempts and
// checkouts, never people, references or amounts, and never a notification's body.

export interface PaymentServiceDependencies {
  db: Database;
  payments: PaymentRepository;
  gateway: PaymentGateway;
  applications: ApplicationPaymentsPort;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  now: () => Date;
  authorityName: string;
}

/** How many attempts one run of the reconciliation job asks the gateway about, or refunds. */
const RECONCILE_BATCH = 50;

const OUTCOME_OF_STATUS: Record<Exclude<PaymentStatus, 'OPEN'>, PaymentOutcome> = {
  PAID: 'paid',
  FAILED: 'failed',
  CANCELLED: 'cancelled',
  SUPERSEDED: 'cancelled',
  // The application was paid by another attempt; this second charge is given back (PAY-15).
  REFUND_DUE: 'paid',
  REFUNDED: 'paid',
};

export function createPaymentService(dependencies: PaymentServiceDependencies) {
  const { payments, gateway, applications, logger, authorityName } = dependencies;
  const settlement = createPaymentSettlement(dependencies);

  /** The application's second charges as the receipt and the details page show them (PAY-15). */
  async function secondChargesOf(applicationId: string): Promise<SecondCharge[]> {
    return (await payments.listSecondCharges(applicationId)).map((charge) => ({
      amount: { currency: 'SGD', amountCents: charge.amountCents },
      refundedAt: charge.refundedAt?.toISOString() ?? null,
    }));
  }

  /** The application if the session may see it (PAY-14). */
  async function visible(session: PortalSession, applicationId: string) {
    const application = await applications.findPayable(session, applicationId);
    if (!application) throw new ApplicationNotFoundForPaymentError();
    return application;
  }

  return {
    startCheckout: createCheckoutStarter({ ...dependencies, settlement }),

    /** An application that expired unpaid: its open checkout closed at the gateway (LIFE-16). */
    closeOpenCheckout: createCheckoutClosing({ ...dependencies, settlement }),

    /** A notification from the gateway (PAY-7 to PAY-11, PAY-16). */
    async acceptNotification(notification: IncomingNotification): Promise<void> {
      let state: CheckoutState | undefined;
      try {
        state = gateway.verifyNotification(notification);
      } catch (error) {
        if (error instanceof NotificationSignatureError) {
          logger.warn({ gateway: gateway.name }, 'Payment notification refused: bad signature');
          throw new BadRequestError(PAYMENT_MESSAGES.badSignature);
        }
        if (error instanceof MalformedNotificationError) {
          // A 400, not a 5xx the gateway would retry for days (PAY-16); the fields, not the body.
          logger.warn(
            { gateway: gateway.name, problems: error.problems },
            'Payment notification refused: malformed',
          );
          throw new BadRequestError(PAYMENT_MESSAGES.malformedNotification);
        }
        throw error;
      }
      if (state === undefined) return;
      const attempt = await payments.findByCheckoutId(state.checkoutId);
      if (!attempt) {
        logger.warn(
          { checkoutId: state.checkoutId },
          'Payment notification for an unknown checkout',
        );
        throw new NotFoundError(PAYMENT_MESSAGES.unknownCheckout);
      }
      await settlement.settle(attempt, state);
    },

    /**
     * The browser is back from the gateway (PAY-10, PAY-13): an attempt still open is checked with
     * the gateway; the page to land on, with the outcome flag.
     */
    async landingAfterReturn(paymentId: string, cancelled: boolean): Promise<string> {
      let attempt = await payments.findById(paymentId);
      if (!attempt) throw new NotFoundError(PAYMENT_MESSAGES.unknownCheckout);
      try {
        await settlement.reconcile(attempt);
      } catch (error) {
        logger.warn({ err: error, paymentId }, 'Checking the payment on return failed');
      }
      attempt = (await payments.findById(paymentId)) ?? attempt;
      const outcome =
        attempt.status === 'OPEN'
          ? cancelled
            ? 'cancelled'
            : 'pending'
          : OUTCOME_OF_STATUS[attempt.status];
      return paymentLandingPath(attempt.returnPage, attempt.applicationId, outcome);
    },

    /** GET the receipt (PAY-12): the PDF of the application's recorded payment. */
    async receipt(
      session: PortalSession,
      applicationId: string,
    ): Promise<{ fileName: string; pdf: Buffer }> {
      const application = await visible(session, applicationId);
      const paid = await payments.findPaid(applicationId);
      if (!paid?.settledAt) throw new NotFoundError(PAYMENT_MESSAGES.noPayment);
      const pdf = await renderReceipt({
        authorityName,
        reference: paid.reference,
        payerName: application.payerName,
        amountCents: paid.amountCents,
        paidAt: paid.settledAt,
        paymentId: paid.gatewayPaymentId ?? paid.id,
        secondCharges: await secondChargesOf(applicationId),
      });
      return { fileName: receiptFileName(paid.reference), pdf };
    },

    /** GET the second charges (PAY-15): what the details page shows under the payment. */
    async secondCharges(session: PortalSession, applicationId: string): Promise<SecondCharge[]> {
      await visible(session, applicationId);
      return secondChargesOf(applicationId);
    },

    /**
     * The reconciliation job (PAY-13, PAY-15): housekeeping asks the gateway about open attempts
     * and retries the refunds that did not go through.
     */
    async reconcileOpen(): Promise<void> {
      for (const attempt of await payments.listOpenCheckouts(RECONCILE_BATCH)) {
        try {
          await settlement.reconcile(attempt);
        } catch (error) {
          logger.warn({ err: error, paymentId: attempt.id }, 'Reconciling a payment failed');
        }
      }
      for (const charge of await payments.listRefundsDue(RECONCILE_BATCH)) {
        await settlement.refundSecondCharge(charge);
      }
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
