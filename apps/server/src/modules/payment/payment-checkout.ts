import {
  PAYMENT_MESSAGES,
  type PaymentOutcome,
  type PaymentReturnPage,
} from '@aviation-permits/domain/payment';
import { REDIRECT_PATHS } from '@aviation-permits/domain/http';
import type { FastifyBaseLogger } from 'fastify';
import {
  PaymentGatewayError,
  type PaymentGateway,
} from '../../adapters/payment/payment-gateway.js';
import { ConflictError, NotFoundError, ServiceUnavailableError } from '../../errors/http-errors.js';
import type { ApplicationPaymentsPort } from '../../platform/ports/application-payments.js';
import type { PortalSession } from '../../platform/sessions/session.service.js';
import type { PaymentSettlement } from './payment-settlement.js';
import type { PaymentRepository, PaymentRow } from './payment.repository.js';

// Proceed to Payment (PAY-3, PAY-15, PAY-18): an application has one open attempt at most, so it
// cannot be charged twice from two tabs, a back button or a double click. A new redirect replaces
// the open attempt: its checkout is closed at the gateway first (the sandbox refuses its Pay
// button, Stripe expires the session), and only then is it SUPERSEDED and the new attempt opened.
// A checkout that cannot be closed (paid first, or a payment in flight) is recorded or waited
// for, never replaced. Redirects racing each other are decided by the database's partial unique
// index; one whose attempt was replaced while its checkout was being made closes that checkout
// unseen and answers 409. A gateway that fails or refuses answers 503 with the portal's own
// message, and leaves no attempt behind.

export class ApplicationNotFoundForPaymentError extends NotFoundError {
  constructor() {
    super('The application does not exist.');
  }
}

/**
 * Proceed to Payment on an application no longer waiting for payment, most often one already paid
 * (PAY-3): the redirect lands the browser on the portal's page saying so (PAY-20).
 */
class NotPendingPaymentError extends ConflictError {
  constructor() {
    super(PAYMENT_MESSAGES.notPendingPayment);
  }
}

/** The open attempt's checkout is still being paid: it cannot be replaced yet (PAY-15). */
class PaymentInProgressError extends ConflictError {
  constructor() {
    super(PAYMENT_MESSAGES.paymentInProgress);
  }
}

/** A newer Proceed to Payment (another tab, a second click) replaced this one (PAY-15). */
class ReplacedByNewerPaymentError extends ConflictError {
  constructor() {
    super(PAYMENT_MESSAGES.replacedByNewerPayment);
  }
}

/** The gateway failed (or, `refused`, turned the payment down): the portal's 503 (PAY-18). */
class PaymentGatewayUnavailableError extends ServiceUnavailableError {
  constructor(readonly refused: boolean) {
    super(refused ? PAYMENT_MESSAGES.gatewayRefused : PAYMENT_MESSAGES.gatewayUnavailable);
  }
}

/**
 * PAY-20, PAY-25: Proceed to Payment is a browser navigation, so each of its refusals lands on the
 * portal's page with the outcome that explains it, never an envelope. Undefined for any other
 * error, which stays the envelope's (PAY-14's 404, the session's 401 and 403).
 */
export function checkoutRefusalOutcome(error: unknown): PaymentOutcome | undefined {
  if (error instanceof NotPendingPaymentError) return 'notPending';
  if (error instanceof PaymentInProgressError) return 'inProgress';
  if (error instanceof ReplacedByNewerPaymentError) return 'replaced';
  if (error instanceof PaymentGatewayUnavailableError) {
    return error.refused ? 'gatewayRefused' : 'gatewayUnavailable';
  }
  return undefined;
}

/** How often one redirect tries to open the attempt while others race it. */
const CLAIM_ROUNDS = 3;

export interface CheckoutStarterDependencies {
  payments: PaymentRepository;
  gateway: PaymentGateway;
  applications: ApplicationPaymentsPort;
  settlement: PaymentSettlement;
  logger: FastifyBaseLogger;
  now: () => Date;
}

export function createCheckoutStarter(dependencies: CheckoutStarterDependencies) {
  const { payments, gateway, applications, settlement, logger, now } = dependencies;

  /** A gateway call on the applicant's behalf: its failure is the portal's 503, not its text. */
  async function askingGateway<T>(paymentId: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      logger.error({ err: error, paymentId }, 'The payment gateway call failed');
      throw new PaymentGatewayUnavailableError(
        error instanceof PaymentGatewayError && error.kind === 'refused',
      );
    }
  }

  /** Closes the open attempt's checkout at the gateway, then marks the attempt SUPERSEDED. */
  async function replace(open: PaymentRow): Promise<void> {
    const { checkoutId } = open;
    if (checkoutId !== null) {
      const state = await askingGateway(open.id, () => gateway.closeCheckout(checkoutId));
      if (state.outcome === 'open') throw new PaymentInProgressError();
      if (state.outcome !== 'cancelled') {
        // It ended before it could be closed: recorded as any answer of the gateway is.
        await settlement.settle(open, state);
        if (state.outcome === 'paid') throw new NotPendingPaymentError();
        return;
      }
    }
    // If a checkout was attached since it was read, this changes nothing: the next round closes it.
    await payments.supersedeIfOpen(open.id, checkoutId, now());
  }

  /** The application's one open attempt, new, once any open one is replaced. */
  async function openAttempt(
    attempt: Parameters<PaymentRepository['insertOpen']>[0],
  ): Promise<PaymentRow> {
    for (let round = 0; round < CLAIM_ROUNDS; round += 1) {
      const open = await payments.findOpen(attempt.applicationId);
      if (open) await replace(open);
      const opened = await payments.insertOpen(attempt);
      if (opened) return opened;
    }
    throw new ReplacedByNewerPaymentError();
  }

  /** A checkout no browser was sent to: closed, or left to expire unseen if the gateway fails. */
  async function closeUnseen(paymentId: string, checkoutId: string): Promise<void> {
    try {
      await gateway.closeCheckout(checkoutId);
    } catch (error) {
      logger.warn({ err: error, paymentId }, 'Closing a checkout no one was sent to failed');
    }
  }

  /** GET the payment redirect (PAY-3): the gateway's checkout address of the new open attempt. */
  return async function startCheckout(
    session: PortalSession,
    applicationId: string,
    returnPage: PaymentReturnPage,
    publicBaseUrl: string,
  ): Promise<string> {
    const application = await applications.findPayable(session, applicationId);
    if (!application) throw new ApplicationNotFoundForPaymentError(); // PAY-14
    if (application.status !== 'PENDING_PAYMENT') {
      throw new NotPendingPaymentError();
    }
    const attempt = await openAttempt({
      applicationId,
      accountId: session.accountId,
      gateway: gateway.name,
      reference: application.reference,
      amountCents: application.amountCents,
      returnPage,
    });
    const returnUrl = `${publicBaseUrl}${REDIRECT_PATHS.paymentReturn}?paymentId=${attempt.id}`;
    let checkout;
    try {
      checkout = await askingGateway(attempt.id, () =>
        gateway.createCheckout({
          paymentId: attempt.id,
          reference: application.reference,
          amountCents: application.amountCents,
          currency: 'SGD',
          returnUrl,
          cancelUrl: `${returnUrl}&cancelled=true`,
          customerEmail: application.ownerEmail,
        }),
      );
    } catch (error) {
      // No checkout reached the browser: no attempt is left half-made (PAY-18).
      await payments.deleteWithoutCheckout(attempt.id);
      throw error;
    }
    if (!(await payments.attachCheckout(attempt.id, checkout.checkoutId))) {
      // A newer redirect (a second click, another tab) replaced this attempt meanwhile.
      await closeUnseen(attempt.id, checkout.checkoutId);
      throw new ReplacedByNewerPaymentError();
    }
    return checkout.checkoutUrl;
  };
}
