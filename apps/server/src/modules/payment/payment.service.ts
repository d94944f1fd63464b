import {
  PAYMENT_MESSAGES,
  REDIRECT_PATHS,
  paymentLandingPath,
  type PaymentOutcome,
  type PaymentReturnPage,
} from '@aviation-permits/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AfterCommit, Mailer } from '../../adapters/mail/mailer.js';
import {
  NotificationSignatureError,
  type CheckoutState,
  type IncomingNotification,
  type PaymentGateway,
} from '../../adapters/payment/payment-gateway.js';
import type { Database } from '../../db/database.js';
import type { PaymentStatus } from '../../db/schema/payments.js';
import {
  BadRequestError,
  ConflictError,
  NotFoundError,
  ServiceUnavailableError,
} from '../../errors/http-errors.js';
import type { ApplicationPaymentsPort } from '../../platform/ports/application-payments.js';
import type { PortalSession } from '../../platform/sessions/session.service.js';
import { paymentConfirmationMail } from './payment-mail.js';
import { receiptFileName, renderReceipt } from './payment-receipt.js';
import type { PaymentRepository, PaymentRow } from './payment.repository.js';

// Payments for applications (PAY-3 to PAY-14, docs/payment.md). An attempt row is written before
// the browser leaves for the gateway; the gateway's answer (its signed notification, or its status
// call when the applicant returns or the reconciliation job asks) settles it once: the paid
// attempt, the application's move to Processing with its event, and the e-mail with the receipt
// commit together, and a replay finds nothing left to change. Logs name attempts and checkouts,
// never people, references or amounts.

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

/** How many open attempts one run of the reconciliation job asks the gateway about. */
const RECONCILE_BATCH = 50;

const STATUS_OF_OUTCOME = {
  paid: 'PAID',
  failed: 'FAILED',
  cancelled: 'CANCELLED',
} as const satisfies Record<Exclude<CheckoutState['outcome'], 'open'>, PaymentStatus>;

const OUTCOME_OF_STATUS: Record<Exclude<PaymentStatus, 'OPEN'>, PaymentOutcome> = {
  PAID: 'paid',
  FAILED: 'failed',
  CANCELLED: 'cancelled',
};

export class ApplicationNotFoundForPaymentError extends NotFoundError {
  constructor() {
    super('The application does not exist.');
  }
}

export function createPaymentService(dependencies: PaymentServiceDependencies) {
  const { db, payments, gateway, applications, mailer, logger, now, authorityName } = dependencies;

  /** Records a verified answer about the attempt; refuses one that does not match it (PAY-11). */
  async function settle(attempt: PaymentRow, state: CheckoutState): Promise<void> {
    if (state.outcome === 'open') return;
    const at = now();
    if (state.outcome !== 'paid') {
      // No money moved: nothing to check it against (a forgotten sandbox checkout has no amount).
      await payments.settleIfOpen(attempt.id, { status: STATUS_OF_OUTCOME[state.outcome] }, at);
      return;
    }
    const mismatched = [
      ...(state.amountCents === attempt.amountCents && state.currency === attempt.currency
        ? []
        : ['amount']),
      ...(state.reference === attempt.reference ? [] : ['reference']),
    ];
    if (mismatched.length > 0) {
      logger.warn(
        { paymentId: attempt.id, checkoutId: attempt.checkoutId, mismatched },
        'Payment answer refused: it does not match the attempt',
      );
      throw new BadRequestError(PAYMENT_MESSAGES.mismatch);
    }

    let afterCommit: AfterCommit | undefined;
    await db.transaction(async (tx) => {
      const paid = await payments.settleIfOpen(
        attempt.id,
        { status: 'PAID', gatewayPaymentId: state.gatewayPaymentId },
        at,
        tx,
      );
      if (!paid) return; // Already recorded: a replay, or the other path got there first (PAY-8).
      const application = await applications.markPaidWithin(tx, attempt.applicationId, attempt.id);
      if (!application) {
        // Paid twice, or paid after a withdrawal: the money is recorded for a refund.
        logger.warn(
          { paymentId: attempt.id },
          'Payment recorded for an application not pending payment',
        );
        return;
      }
      if (application.ownerEmail === undefined) return;
      const receipt = await renderReceipt({
        authorityName,
        reference: attempt.reference,
        payerName: application.payerName,
        amountCents: attempt.amountCents,
        paidAt: at,
        paymentId: paid.gatewayPaymentId ?? paid.id,
      });
      afterCommit = await mailer.sendWithin(
        tx,
        paymentConfirmationMail({
          to: application.ownerEmail,
          reference: attempt.reference,
          amountCents: attempt.amountCents,
          authorityName,
          receipt: {
            filename: receiptFileName(attempt.reference),
            contentType: 'application/pdf',
            content: receipt,
          },
        }),
      );
    });
    await afterCommit?.();
  }

  /** Asks the gateway about an open attempt and records the answer (PAY-13). */
  async function reconcile(attempt: PaymentRow): Promise<void> {
    if (attempt.status !== 'OPEN' || attempt.checkoutId === null) return;
    await settle(attempt, await gateway.fetchStatus(attempt.checkoutId));
  }

  return {
    /** GET the payment redirect (PAY-3): the gateway's checkout address for a new attempt. */
    async startCheckout(
      session: PortalSession,
      applicationId: string,
      returnPage: PaymentReturnPage,
      publicBaseUrl: string,
    ): Promise<string> {
      const application = await applications.findPayable(session, applicationId);
      if (!application) throw new ApplicationNotFoundForPaymentError(); // PAY-14
      if (application.status !== 'PENDING_PAYMENT') {
        throw new ConflictError(PAYMENT_MESSAGES.notPendingPayment);
      }
      const attempt = await payments.insert({
        applicationId,
        accountId: session.accountId,
        gateway: gateway.name,
        reference: application.reference,
        amountCents: application.amountCents,
        returnPage,
      });
      const returnUrl = `${publicBaseUrl}${REDIRECT_PATHS.paymentReturn}?paymentId=${attempt.id}`;
      try {
        const checkout = await gateway.createCheckout({
          paymentId: attempt.id,
          reference: application.reference,
          amountCents: application.amountCents,
          currency: 'SGD',
          returnUrl,
          cancelUrl: `${returnUrl}&cancelled=true`,
          customerEmail: application.ownerEmail,
        });
        await payments.setCheckout(attempt.id, checkout.checkoutId);
        return checkout.checkoutUrl;
      } catch (error) {
        logger.error(
          { err: error, paymentId: attempt.id },
          'The payment gateway refused a checkout',
        );
        await payments.settleIfOpen(attempt.id, { status: 'FAILED' }, now());
        throw new ServiceUnavailableError(PAYMENT_MESSAGES.gatewayUnavailable);
      }
    },

    /** A notification from the gateway (PAY-7 to PAY-11). */
    async acceptNotification(notification: IncomingNotification): Promise<void> {
      let state: CheckoutState | undefined;
      try {
        state = gateway.verifyNotification(notification);
      } catch (error) {
        if (!(error instanceof NotificationSignatureError)) throw error;
        logger.warn({ gateway: gateway.name }, 'Payment notification refused: bad signature');
        throw new BadRequestError(PAYMENT_MESSAGES.badSignature);
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
      await settle(attempt, state);
    },

    /**
     * The browser is back from the gateway (PAY-10, PAY-13): an attempt still open is checked with
     * the gateway; the page to land on, with the outcome flag.
     */
    async landingAfterReturn(paymentId: string, cancelled: boolean): Promise<string> {
      let attempt = await payments.findById(paymentId);
      if (!attempt) throw new NotFoundError(PAYMENT_MESSAGES.unknownCheckout);
      try {
        await reconcile(attempt);
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
      const application = await applications.findPayable(session, applicationId);
      if (!application) throw new ApplicationNotFoundForPaymentError();
      const paid = await payments.findPaid(applicationId);
      if (!paid?.settledAt) throw new NotFoundError(PAYMENT_MESSAGES.noPayment);
      const pdf = await renderReceipt({
        authorityName,
        reference: paid.reference,
        payerName: application.payerName,
        amountCents: paid.amountCents,
        paidAt: paid.settledAt,
        paymentId: paid.gatewayPaymentId ?? paid.id,
      });
      return { fileName: receiptFileName(paid.reference), pdf };
    },

    /** The reconciliation job (PAY-13): housekeeping asks the gateway about open attempts. */
    async reconcileOpen(): Promise<void> {
      for (const attempt of await payments.listOpenCheckouts(RECONCILE_BATCH)) {
        try {
          await reconcile(attempt);
        } catch (error) {
          logger.warn({ err: error, paymentId: attempt.id }, 'Reconciling a payment failed');
        }
      }
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
