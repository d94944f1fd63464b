import { applicantMessageFor } from '@aviation-permits/domain/application';
import { PAYMENT_MESSAGES } from '@aviation-permits/domain/payment';
import type { FastifyBaseLogger } from 'fastify';
import type { AfterCommit, Mailer } from '../../adapters/mail/mailer.js';
import type { CheckoutState, PaymentGateway } from '../../adapters/payment/payment-gateway.js';
import type { Database } from '../../db/database.js';
import { BadRequestError } from '../../errors/http-errors.js';
import type {
  ApplicationPaymentsPort,
  PayableApplication,
} from '../../platform/ports/application-payments.js';
import { paymentConfirmationMail } from './payment-mail.js';
import { receiptFileName, renderReceipt } from './payment-receipt.js';
import {
  isGatewayPaymentIdTaken,
  type PaymentRepository,
  type PaymentRow,
} from './payment.repository.js';

// Recording what a gateway answered about an attempt (PAY-8, PAY-9, PAY-11, PAY-15, PAY-16), from
// its notification, its status call or its answer to closing a checkout. A paid answer that
// matches the attempt records the payment, moves the application from Pending payment to
// Processing with its event and writes the e-mail with the receipt, in one transaction; a replay
// finds nothing left to change. The first payment pays the application: money that lands after
// it (a second charge at a gateway that could not refuse it) is recorded as REFUND_DUE in the
// same transaction and given back through the gateway after the commit, and the reconciliation
// job retries a refund that did not go through. Logs name attempts and checkouts, never people,
// references or amounts.

export interface PaymentSettlementDependencies {
  db: Database;
  payments: PaymentRepository;
  gateway: PaymentGateway;
  applications: ApplicationPaymentsPort;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  now: () => Date;
  authorityName: string;
}

const STATUS_OF_OUTCOME = {
  failed: 'FAILED',
  cancelled: 'CANCELLED',
} as const;

export function createPaymentSettlement(dependencies: PaymentSettlementDependencies) {
  const { db, payments, gateway, applications, mailer, logger, now, authorityName } = dependencies;

  /** A paid answer must be for what the attempt asked (PAY-11). */
  function refuseMismatch(attempt: PaymentRow, state: CheckoutState): void {
    const mismatched = [
      ...(state.amountCents === attempt.amountCents && state.currency === attempt.currency
        ? []
        : ['amount']),
      ...(state.reference === attempt.reference ? [] : ['reference']),
    ];
    if (mismatched.length === 0) return;
    logger.warn(
      { paymentId: attempt.id, checkoutId: attempt.checkoutId, mismatched },
      'Payment answer refused: it does not match the attempt',
    );
    throw new BadRequestError(PAYMENT_MESSAGES.mismatch);
  }

  /**
   * Runs a write that records the gateway's payment id; one already recorded for another attempt
   * rolls it back and answers 400 (PAY-16): a gateway payment settles one attempt only.
   */
  async function refusingReusedGatewayPayment(
    attempt: PaymentRow,
    write: () => Promise<void>,
  ): Promise<void> {
    try {
      await write();
    } catch (error) {
      if (!isGatewayPaymentIdTaken(error)) throw error;
      logger.warn(
        { paymentId: attempt.id, checkoutId: attempt.checkoutId },
        'Payment notification refused: its gateway payment id is already recorded for another attempt',
      );
      throw new BadRequestError(PAYMENT_MESSAGES.gatewayPaymentReused);
    }
  }

  /** Gives a second charge back through the gateway; on failure it stays due for the job. */
  async function refundSecondCharge(charge: PaymentRow): Promise<void> {
    try {
      if (charge.gatewayPaymentId === null)
        throw new Error('A second charge without its payment id');
      const { refundId } = await gateway.refund({
        paymentId: charge.id,
        gatewayPaymentId: charge.gatewayPaymentId,
        amountCents: charge.amountCents,
      });
      await payments.markRefunded(charge.id, refundId, now());
      logger.warn({ paymentId: charge.id }, 'A second payment for an application was refunded');
    } catch (error) {
      logger.error(
        { err: error, paymentId: charge.id },
        'Refunding a second payment failed; the reconciliation job tries again',
      );
    }
  }

  /** The payer's confirmation with its receipt, in the outbox within `tx`, if they are told. */
  async function confirmationWithin(
    tx: Database,
    attempt: PaymentRow,
    paid: PaymentRow,
    payer: PayableApplication,
    at: Date,
  ): Promise<AfterCommit | undefined> {
    // LIFE-19: what the applicant hears of the move, as MOVE_NOTIFICATIONS names it; the
    // confirmation with its receipt is the one message the payment module writes.
    const message = applicantMessageFor({ action: 'pay', by: 'payment' }, ['paymentReceived']);
    if (payer.ownerEmail === undefined || message === null) return undefined;
    const receipt = await renderReceipt({
      authorityName,
      reference: attempt.reference,
      payerName: payer.payerName,
      amountCents: attempt.amountCents,
      paidAt: at,
      paymentId: paid.gatewayPaymentId ?? paid.id,
      secondCharges: [],
    });
    return mailer.sendWithin(
      tx,
      paymentConfirmationMail({
        to: payer.ownerEmail,
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
  }

  /** Records a verified answer about the attempt; refuses one that does not match it (PAY-11). */
  async function settle(attempt: PaymentRow, state: CheckoutState): Promise<void> {
    if (state.outcome === 'open') return;
    if (state.outcome !== 'paid') {
      // No money moved: nothing to check it against (a forgotten sandbox checkout has no amount).
      await payments.settleIfOpen(attempt.id, STATUS_OF_OUTCOME[state.outcome], now());
      return;
    }
    refuseMismatch(attempt, state);

    const at = now();
    let afterCommit: AfterCommit | undefined;
    let secondCharge: PaymentRow | undefined;
    await refusingReusedGatewayPayment(attempt, () =>
      db.transaction(async (tx) => {
        const paid = await payments.recordPaid(attempt.id, state.gatewayPaymentId, at, tx);
        if (!paid) return; // Already recorded: a replay, or the other path got there first (PAY-8).
        // The confirmation is written inside the move, before an automatic approval's e-mail
        // (OFF-56), so the applicant reads that the payment arrived first.
        const application = await applications.markPaidWithin(
          tx,
          attempt.applicationId,
          attempt.id,
          async (payer) => {
            afterCommit = await confirmationWithin(tx, attempt, paid, payer, at);
          },
        );
        if (!application) {
          // Another attempt paid it first (or it left Pending payment): this money goes back.
          secondCharge = await payments.markRefundDue(paid.id, tx);
        }
      }),
    );
    await afterCommit?.();
    if (secondCharge) await refundSecondCharge(secondCharge);
  }

  return {
    settle,

    /** Asks the gateway about an open attempt and records the answer (PAY-13). */
    async reconcile(attempt: PaymentRow): Promise<void> {
      if (attempt.status !== 'OPEN' || attempt.checkoutId === null) return;
      await settle(attempt, await gateway.fetchStatus(attempt.checkoutId));
    },

    refundSecondCharge,
  };
}

export type PaymentSettlement = ReturnType<typeof createPaymentSettlement>;
