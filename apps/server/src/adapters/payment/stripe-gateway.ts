import Stripe from 'stripe';
import {
  NotificationSignatureError,
  type CheckoutOutcome,
  type CheckoutState,
  type PaymentGateway,
} from './payment-gateway.js';

// Stripe Checkout as the portal's gateway (PAY-6), chosen by PAYMENT_GATEWAY=stripe. A checkout is
// a Checkout Session in payment mode carrying the attempt's id and the application's reference;
// its webhook events are verified with the endpoint's signing secret (stripe.webhooks
// .constructEvent: HMAC over the raw body, timestamp tolerance), and the status call retrieves the
// session. Stripe's payment id is the session's PaymentIntent.

export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

type CheckoutSession = Stripe.Checkout.Session;

/** The events the portal subscribes to; every other type is acknowledged and ignored. */
const CHECKOUT_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

function outcomeOf(session: CheckoutSession, eventType?: string): CheckoutOutcome {
  if (eventType === 'checkout.session.async_payment_failed') return 'failed';
  if (session.status === 'expired') return 'cancelled';
  // A completed session may still wait for a delayed method (bank transfer): 'unpaid' until then.
  if (session.status === 'complete' && session.payment_status !== 'unpaid') return 'paid';
  return 'open';
}

export function checkoutStateOf(session: CheckoutSession, eventType?: string): CheckoutState {
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

export function createStripeGateway(options: {
  secretKey: string;
  webhookSecret: string;
  /** Tests pass a client whose HTTP client answers with recorded payloads. */
  client?: Stripe;
}): PaymentGateway {
  const stripe = options.client ?? new Stripe(options.secretKey);

  return {
    name: 'stripe',

    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create(
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
      );
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
      return { checkoutId: session.id, checkoutUrl: session.url };
    },

    verifyNotification({ rawBody, headers }) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          headers[STRIPE_SIGNATURE_HEADER] ?? '',
          options.webhookSecret,
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw new NotificationSignatureError();
        }
        throw error;
      }
      if (!CHECKOUT_EVENTS.has(event.type)) return undefined;
      return checkoutStateOf(event.data.object as CheckoutSession, event.type);
    },

    async fetchStatus(checkoutId) {
      return checkoutStateOf(await stripe.checkout.sessions.retrieve(checkoutId));
    },
  };
}
