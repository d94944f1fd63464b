import type { PaymentGatewayName } from '../../config-payment.js';

// The one interface every payment gateway implements (PAY-4): create a checkout the browser is
// sent to, verify a notification the gateway sends the portal, and ask how a checkout ended.
// The embedded default is the sandbox gateway (sandbox-gateway.ts); Stripe Checkout is the real
// one (stripe-gateway.ts); PAYMENT_GATEWAY chooses (create-payment-gateway.ts).

export interface CheckoutRequest {
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

export interface Checkout {
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

export interface PaymentGateway {
  readonly name: PaymentGatewayName;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /**
   * The checkout a genuine notification reports on; throws NotificationSignatureError when its
   * signature is wrong. Undefined for a genuine notification about something else (an event type
   * the portal does not use), which is acknowledged and ignored.
   */
  verifyNotification(notification: IncomingNotification): CheckoutState | undefined;
  /** Asks the gateway how a checkout stands (PAY-13). */
  fetchStatus(checkoutId: string): Promise<CheckoutState>;
}
