import Stripe from 'stripe';
import { z } from 'zod';
import {
  MalformedNotificationError,
  NotificationSignatureError,
  PaymentGatewayError,
  problemsOf,
  type CheckoutOutcome,
  type CheckoutState,
  type PaymentGateway,
} from './payment-gateway.js';

// Stripe Checkout as the portal's gateway (PAY-6), chosen by PAYMENT_GATEWAY=stripe. A checkout is
// a Checkout Session in payment mode carrying the attempt's id and the application's reference;
// its webhook events are verified with the endpoint's signing secret (stripe.webhooks
// .constructEvent: HMAC over the raw body, timestamp tolerance) and then read through a schema of
// the fields the portal uses (PAY-16), and the status call retrieves the session. Stripe's payment
// id is the session's PaymentIntent. A replaced attempt's session is expired (PAY-15); Stripe
// cannot refuse a payment the portal did not want, so a second charge is refunded through it.
// Stripe's failures reach the portal as PaymentGatewayError, without Stripe's text (PAY-18).

export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

/** The events the portal subscribes to; every other type is acknowledged and ignored. */
const CHECKOUT_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

/** A webhook event: Stripe adds fields over time, so only the ones read are checked. */
const eventSchema = z.looseObject({
  id: z.string().min(1),
  object: z.literal('event'),
  type: z.string().min(1),
  data: z.looseObject({ object: z.looseObject({}) }),
});

const checkoutSessionSchema = z.looseObject({
  id: z.string().min(1),
  object: z.literal('checkout.session'),
  status: z.enum(['open', 'complete', 'expired']).nullable(),
  payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
  amount_total: z.number().int().nullable(),
  currency: z.string().nullable(),
  metadata: z.record(z.string(), z.string()).nullable(),
  payment_intent: z.union([z.string(), z.looseObject({ id: z.string() })]).nullable(),
});

/** What the portal reads of a Checkout Session, from a webhook event or an API answer. */
interface SessionFacts {
  id: string;
  status: string | null;
  payment_status: string;
  amount_total: number | null;
  currency: string | null;
  metadata: Record<string, string> | null;
  payment_intent: string | { id: string } | null;
}

/** An API call should fail fast enough for the applicant waiting on the redirect. */
const STRIPE_TIMEOUT_MS = 15_000;

function outcomeOf(session: SessionFacts, eventType?: string): CheckoutOutcome {
  if (eventType === 'checkout.session.async_payment_failed') return 'failed';
  if (session.status === 'expired') return 'cancelled';
  // A completed session may still wait for a delayed method (bank transfer): 'unpaid' until then.
  if (session.status === 'complete' && session.payment_status !== 'unpaid') return 'paid';
  return 'open';
}

function checkoutStateOf(session: SessionFacts, eventType?: string): CheckoutState {
  const intent = session.payment_intent;
  const intentId = typeof intent === 'string' ? intent : intent?.id;
  const outcome = outcomeOf(session, eventType);
  return {
    checkoutId: session.id,
    outcome,
    // A session paid without a PaymentIntent (a 100% discount) is its own payment.
    gatewayPaymentId: outcome === 'paid' ? (intentId ?? session.id) : intentId,
    amountCents: session.amount_total ?? 0,
    currency: (session.currency ?? '').toUpperCase(),
    reference: session.metadata?.reference ?? '',
  };
}

/** Stripe's error as the portal's: unreachable or failing (try later), or refusing the request. */
function gatewayErrorOf(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  const unavailable =
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    (error.statusCode ?? 500) >= 500;
  return new PaymentGatewayError(unavailable ? 'unavailable' : 'refused', {
    ...(error.statusCode === undefined ? {} : { statusCode: error.statusCode }),
    type: error.type,
    ...(error.code === undefined ? {} : { code: error.code }),
  });
}

async function calling<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw gatewayErrorOf(error);
  }
}

function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404;
}

export interface StripeGatewayOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where Stripe's API answers (STRIPE_API_BASE_URL): Stripe, or a stand-in (stripe-mock). */
  apiBaseUrl: string;
}

function clientOf(options: StripeGatewayOptions): Stripe {
  const base = new URL(options.apiBaseUrl);
  return new Stripe(options.secretKey, {
    host: base.hostname,
    ...(base.port === '' ? {} : { port: base.port }),
    protocol: base.protocol === 'http:' ? 'http' : 'https',
    timeout: STRIPE_TIMEOUT_MS,
  });
}

export function createStripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const stripe = clientOf(options);

  /** The session as Stripe has it; one Stripe no longer knows can no longer be paid. */
  async function sessionState(checkoutId: string): Promise<CheckoutState> {
    try {
      return checkoutStateOf(await stripe.checkout.sessions.retrieve(checkoutId));
    } catch (error) {
      if (!isMissing(error)) throw gatewayErrorOf(error);
      return {
        checkoutId,
        outcome: 'cancelled',
        gatewayPaymentId: undefined,
        amountCents: 0,
        currency: 'SGD',
        reference: '',
      };
    }
  }

  return {
    name: 'stripe',

    async createCheckout(request) {
      const session = await calling(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: request.currency.toLowerCase(),
                  unit_amount: request.amountCents,
                  product_data: { name: `Application ${request.reference}` },
                },
              },
            ],
            client_reference_id: request.paymentId,
            metadata: { paymentId: request.paymentId, reference: request.reference },
            payment_intent_data: {
              metadata: { paymentId: request.paymentId, reference: request.reference },
            },
            ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
            success_url: request.returnUrl,
            cancel_url: request.cancelUrl,
          },
          // One session per attempt, however often the call is retried.
          { idempotencyKey: `checkout-${request.paymentId}` },
        ),
      );
      if (!session.url) throw new PaymentGatewayError('refused', { type: 'no_checkout_url' });
      return { checkoutId: session.id, checkoutUrl: session.url };
    },

    verifyNotification({ rawBody, headers }) {
      let body: unknown;
      try {
        body = stripe.webhooks.constructEvent(
          rawBody,
          headers[STRIPE_SIGNATURE_HEADER] ?? '',
          options.webhookSecret,
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw new NotificationSignatureError();
        }
        // The signature held; what failed is reading the body (not JSON, not an event).
        throw new MalformedNotificationError(['body: not a Stripe event']);
      }
      const event = eventSchema.safeParse(body);
      if (!event.success) throw new MalformedNotificationError(problemsOf(event.error));
      if (!CHECKOUT_EVENTS.has(event.data.type)) return undefined;
      const session = checkoutSessionSchema.safeParse(event.data.data.object);
      if (!session.success) {
        throw new MalformedNotificationError(
          problemsOf(session.error).map((problem) => `data.object.${problem}`),
        );
      }
      return checkoutStateOf(session.data, event.data.type);
    },

    fetchStatus: sessionState,

    async closeCheckout(checkoutId) {
      try {
        return checkoutStateOf(await stripe.checkout.sessions.expire(checkoutId));
      } catch (error) {
        // Only an open session expires: one that ended first (or is gone) is answered as it is.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) {
          throw gatewayErrorOf(error);
        }
      }
      return sessionState(checkoutId);
    },

    async refund({ paymentId, gatewayPaymentId, amountCents }) {
      const refund = await calling(() =>
        stripe.refunds.create(
          { payment_intent: gatewayPaymentId, amount: amountCents, metadata: { paymentId } },
          // One refund per attempt, however often it is tried (the reconciliation job retries).
          { idempotencyKey: `refund-${paymentId}` },
        ),
      );
      return { refundId: refund.id };
    },
  };
}
