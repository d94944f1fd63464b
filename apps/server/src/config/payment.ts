import { z } from 'zod';

// The payment keys of the configuration (PAY-4 to PAY-6, docs/payment.md): which gateway takes
// the applicants' payments, and the Stripe credentials when it is Stripe. The default is the
// sandbox gateway the portal serves itself, so a fresh clone pays with no outside service;
// production refuses it, because the sandbox accepts every payment without taking money.

const PAYMENT_GATEWAYS = ['sandbox', 'stripe'] as const;

const STRIPE_API_DEFAULT_BASE_URL = 'https://api.stripe.com';
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

export const paymentEnvironment = {
  /** sandbox (default: the portal's own checkout page, no money moves) or stripe (Stripe Checkout). */
  PAYMENT_GATEWAY: z.enum(PAYMENT_GATEWAYS).default('sandbox'),
  /** Stripe's secret API key (sk_live_… or sk_test_…); required when PAYMENT_GATEWAY=stripe. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** The signing secret of the Stripe webhook endpoint (whsec_…); required with stripe. */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Where Stripe's API answers: Stripe itself by default, or a stand-in such as stripe-mock. */
  STRIPE_API_BASE_URL: z.url({ protocol: /^https?$/ }).default(STRIPE_API_DEFAULT_BASE_URL),
};

type PaymentEnvironment = z.infer<z.ZodObject<typeof paymentEnvironment>>;

export type PaymentSettings =
  | { gateway: 'sandbox' }
  | {
      gateway: 'stripe';
      stripeSecretKey: string;
      stripeWebhookSecret: string;
      stripeApiBaseUrl: string;
    };

export function paymentSettings(environment: PaymentEnvironment): { payment: PaymentSettings } {
  if (environment.PAYMENT_GATEWAY === 'sandbox') return { payment: { gateway: 'sandbox' } };
  // paymentProblems has refused a missing key before this runs.
  return {
    payment: {
      gateway: 'stripe',
      stripeSecretKey: environment.STRIPE_SECRET_KEY ?? '',
      stripeWebhookSecret: environment.STRIPE_WEBHOOK_SECRET ?? '',
      stripeApiBaseUrl: environment.STRIPE_API_BASE_URL,
    },
  };
}

/** Read from the raw values, so these are listed with every other bad variable. */
export function paymentProblems(values: Record<string, string>): Map<string, string> {
  const problems = new Map<string, string>();
  const gateway = values.PAYMENT_GATEWAY ?? 'sandbox';
  if (values.NODE_ENV === 'production' && gateway === 'sandbox') {
    problems.set(
      'PAYMENT_GATEWAY',
      'PAYMENT_GATEWAY must name a real gateway (stripe) in production: the sandbox takes no money',
    );
  }
  // The secret key travels in every call: production never sends it over plain HTTP (PAY-18).
  if (values.NODE_ENV === 'production' && values.STRIPE_API_BASE_URL?.startsWith('http:')) {
    problems.set('STRIPE_API_BASE_URL', 'STRIPE_API_BASE_URL must be https in production');
  }
  if (gateway === 'stripe') {
    for (const variable of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']) {
      if (values[variable] === undefined) {
        problems.set(variable, `${variable} is required when PAYMENT_GATEWAY=stripe`);
      }
    }
  }
  return problems;
}
