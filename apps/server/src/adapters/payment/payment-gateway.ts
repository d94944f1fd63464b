import type { z } from 'zod';
import type { PaymentGatewayName } from '../../config/payment.js';

// The one interface every payment gateway implements (PAY-4): create a checkout the browser is
// sent to, verify a notification the gateway sends the portal, and ask how a checkout ended.
// The embedded default is the sandbox gateway (sandbox-gateway.ts); Stripe Checkout is the real
// one (stripe-gateway.ts); PAYMENT_GATEWAY chooses (create-payment-gateway.ts).

interface CheckoutRequest {
  /** The portal's payment attempt; the gateway hands it back in its notification. */
  paymentId: string;
  /** The application's reference, shown to the payer. */
  reference: string;
  amountCents: number;
  currency: 'SGD';
  /** Absolute URLs the gateway sends the browser back to. */
  returnUrl: string;
  cancelUrl: string;
  /** The payer's address, when known (gateways e-mail their own receipt). */
  customerEmail: string | undefined;
}

interface Checkout {
  /** The gateway's id of this checkout; the portal keeps it with the attempt. */
  checkoutId: string;
  /** Where the browser goes to pay. */
  checkoutUrl: string;
}

/** How a checkout ended, as far as the gateway knows. */
export type CheckoutOutcome = 'paid' | 'failed' | 'cancelled' | 'open';

export interface CheckoutState {
  checkoutId: string;
  outcome: CheckoutOutcome;
  /** The gateway's id of the money movement; present once paid. */
  gatewayPaymentId: string | undefined;
  /** What the gateway charged, to be checked against the attempt (PAY-11). */
  amountCents: number;
  currency: string;
  /** The reference the gateway was given, to be checked against the attempt (PAY-11). */
  reference: string;
}

/** A notification as it arrived: the body as bytes (signatures cover them) and the headers. */
export interface IncomingNotification {
  rawBody: Buffer;
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

/** Thrown by verifyNotification when the signature does not hold (PAY-7). */
export class NotificationSignatureError extends Error {
  constructor() {
    super('The payment notification signature does not verify');
    this.name = 'NotificationSignatureError';
  }
}

/**
 * Thrown by verifyNotification when the signature holds but the body is not a notification the
 * gateway sends (PAY-16): not JSON, or missing what a notification carries. `problems` names the
 * fields (never their values), so it can be logged.
 */
export class MalformedNotificationError extends Error {
  constructor(readonly problems: readonly string[]) {
    super('The payment notification is not one the gateway sends');
    this.name = 'MalformedNotificationError';
  }
}

/** The JSON of a verified body; MalformedNotificationError when it is none. */
export function parseNotificationJson(rawBody: Buffer): unknown {
  try {
    return JSON.parse(rawBody.toString('utf8')) as unknown;
  } catch {
    throw new MalformedNotificationError(['body: not JSON']);
  }
}

/** The fields a zod refusal names, as `path: code` (its messages could quote values). */
export function problemsOf(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.code}`);
}

/** A payment the portal gives back (PAY-15: a second charge for an application already paid). */
interface RefundRequest {
  /** The portal's attempt that took the money; the gateway refunds it once, however often asked. */
  paymentId: string;
  /** The gateway's id of the money movement (Stripe's PaymentIntent). */
  gatewayPaymentId: string;
  amountCents: number;
}

/**
 * A gateway call that failed (PAY-18): `unavailable` when the gateway could not be reached or
 * failed itself (try again later), `refused` when it refused the request. It carries the
 * gateway's status and error type and code for the log, never its text, which could reach an
 * applicant or hold a payer's details.
 */
export class PaymentGatewayError extends Error {
  constructor(
    readonly kind: 'unavailable' | 'refused',
    readonly gatewayError: { statusCode?: number; type?: string; code?: string },
  ) {
    super(`The payment gateway call failed (${kind})`);
    this.name = 'PaymentGatewayError';
  }
}

export interface PaymentGateway {
  readonly name: PaymentGatewayName;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /**
   * The checkout a genuine notification reports on; throws NotificationSignatureError when its
   * signature is wrong, MalformedNotificationError when its body is not a notification (PAY-16).
   * Undefined for a genuine notification about something else (an event type the portal does not
   * use), which is acknowledged and ignored.
   */
  verifyNotification(notification: IncomingNotification): CheckoutState | undefined;
  /** Asks the gateway how a checkout stands (PAY-13). */
  fetchStatus(checkoutId: string): Promise<CheckoutState>;
  /**
   * Closes a checkout so it can no longer be paid, because a newer attempt replaces it (PAY-15),
   * and answers how it stands: `cancelled` once closed (or already ended unpaid), `paid` or
   * `failed` when it ended first, `open` when it cannot be closed (a payment in flight).
   */
  closeCheckout(checkoutId: string): Promise<CheckoutState>;
  /** Gives a payment back (PAY-15); the gateway's id of the refund. */
  refund(request: RefundRequest): Promise<{ refundId: string }>;
}
