import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  MalformedNotificationError,
  NotificationSignatureError,
  parseNotificationJson,
  problemsOf,
  type CheckoutOutcome,
  type CheckoutState,
  type IncomingNotification,
  type PaymentGateway,
} from './payment-gateway.js';
import {
  SANDBOX_SIGNATURE_HEADER,
  sandboxSignatureHolds,
  sandboxSigningKey,
  signSandboxBody,
} from './sandbox-signature.js';

// The embedded default gateway (PAY-5): the portal serves its checkout page itself
// (modules/payment/sandbox-checkout.routes.ts), so a fresh clone pays with no outside service and
// no money moves. It behaves as a hosted gateway does: a checkout has an id and a page; the
// payer's choice (Pay, Fail, Cancel) produces a signed notification to the portal, and the status
// call reports it. A checkout the portal closed (a newer attempt replaced it, PAY-15, or its
// application expired, LIFE-16) refuses Pay before any money would move, as a hosted gateway
// refuses an expired session. Checkouts live in memory for a day: the sandbox is for one
// development process (production refuses it, config/payment.ts), and one it forgot answers as
// cancelled.

export const SANDBOX_CHECKOUT_PATH = '/payment-sandbox/checkout';

const CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;

type SandboxChoice = 'pay' | 'fail' | 'cancel';

export interface SandboxCheckout {
  checkoutId: string;
  reference: string;
  amountCents: number;
  currency: string;
  returnUrl: string;
  cancelUrl: string;
  outcome: CheckoutOutcome;
  /** The portal closed it before the payer chose (PAY-15): its buttons are refused. */
  closed: boolean;
  gatewayPaymentId: string | undefined;
  createdAt: Date;
}

/** What the payer's choice on the page led to. */
type SandboxCompletion =
  | { kind: 'completed'; notification: IncomingNotification; browserUrl: string }
  /** The portal closed the checkout: nothing is charged. */
  | { kind: 'closed'; checkout: SandboxCheckout }
  | { kind: 'unknown' };

const notificationSchema = z.strictObject({
  checkoutId: z.string().min(1),
  outcome: z.enum(['paid', 'failed', 'cancelled', 'open']),
  gatewayPaymentId: z.string().min(1).optional(),
  amountCents: z.number().int().nonnegative(),
  currency: z.string().min(1),
  reference: z.string(),
});

export interface SandboxGateway extends PaymentGateway {
  /** The checkout the page shows; undefined for an unknown or forgotten id. */
  findCheckout(checkoutId: string): SandboxCheckout | undefined;
  /**
   * The payer's choice on the page: the first one decides (a second click changes nothing), and
   * gives the signed notification to deliver and where the browser goes next. A checkout the
   * portal closed is refused.
   */
  complete(checkoutId: string, choice: SandboxChoice): SandboxCompletion;
  /** A notification as the sandbox signs it (also how tests forge or replay one). */
  notificationOf(state: CheckoutState): IncomingNotification;
  /** Forgets checkouts older than a day. */
  pruneExpired(now: Date): Promise<void>;
}

function stateOf(checkout: SandboxCheckout): CheckoutState {
  return {
    checkoutId: checkout.checkoutId,
    outcome: checkout.outcome,
    gatewayPaymentId: checkout.gatewayPaymentId,
    amountCents: checkout.amountCents,
    currency: checkout.currency,
    reference: checkout.reference,
  };
}

const OUTCOME_OF_CHOICE: Record<SandboxChoice, CheckoutOutcome> = {
  pay: 'paid',
  fail: 'failed',
  cancel: 'cancelled',
};

export function createSandboxGateway(options: {
  appSecret: string;
  now: () => Date;
}): SandboxGateway {
  const key = sandboxSigningKey(options.appSecret);
  const checkouts = new Map<string, SandboxCheckout>();
  /** The refund id of each attempt refunded: asked again, the sandbox refunds once. */
  const refunds = new Map<string, string>();

  const forgotten = (checkoutId: string): CheckoutState => ({
    checkoutId,
    outcome: 'cancelled',
    gatewayPaymentId: undefined,
    amountCents: 0,
    currency: 'SGD',
    reference: '',
  });

  const notificationOf = (state: CheckoutState): IncomingNotification => {
    const rawBody = Buffer.from(JSON.stringify(state));
    return {
      rawBody,
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(key, rawBody),
      },
    };
  };

  return {
    name: 'sandbox',

    async createCheckout(request) {
      const checkoutId = `sbx_cs_${randomUUID()}`;
      checkouts.set(checkoutId, {
        checkoutId,
        reference: request.reference,
        amountCents: request.amountCents,
        currency: request.currency,
        returnUrl: request.returnUrl,
        cancelUrl: request.cancelUrl,
        outcome: 'open',
        closed: false,
        gatewayPaymentId: undefined,
        createdAt: options.now(),
      });
      return { checkoutId, checkoutUrl: `${SANDBOX_CHECKOUT_PATH}/${checkoutId}` };
    },

    verifyNotification({ rawBody, headers }) {
      if (!sandboxSignatureHolds(key, rawBody, headers[SANDBOX_SIGNATURE_HEADER])) {
        throw new NotificationSignatureError();
      }
      const parsed = notificationSchema.safeParse(parseNotificationJson(rawBody));
      if (!parsed.success) throw new MalformedNotificationError(problemsOf(parsed.error));
      return { ...parsed.data, gatewayPaymentId: parsed.data.gatewayPaymentId };
    },

    async fetchStatus(checkoutId) {
      const checkout = checkouts.get(checkoutId);
      return checkout ? stateOf(checkout) : forgotten(checkoutId);
    },

    async closeCheckout(checkoutId) {
      const checkout = checkouts.get(checkoutId);
      if (!checkout) return forgotten(checkoutId);
      if (checkout.outcome === 'open') {
        checkout.outcome = 'cancelled';
        checkout.closed = true;
      }
      return stateOf(checkout);
    },

    async refund({ paymentId }) {
      const refundId = refunds.get(paymentId) ?? `sbx_re_${randomUUID()}`;
      refunds.set(paymentId, refundId);
      return { refundId };
    },

    findCheckout: (checkoutId) => checkouts.get(checkoutId),

    complete(checkoutId, choice) {
      const checkout = checkouts.get(checkoutId);
      if (!checkout) return { kind: 'unknown' };
      if (checkout.closed) return { kind: 'closed', checkout };
      if (checkout.outcome === 'open') {
        checkout.outcome = OUTCOME_OF_CHOICE[choice];
        if (choice === 'pay') checkout.gatewayPaymentId = `sbx_pay_${randomUUID()}`;
      }
      return {
        kind: 'completed',
        notification: notificationOf(stateOf(checkout)),
        browserUrl: checkout.outcome === 'cancelled' ? checkout.cancelUrl : checkout.returnUrl,
      };
    },

    notificationOf,

    async pruneExpired(now) {
      for (const [id, checkout] of checkouts) {
        if (now.getTime() - checkout.createdAt.getTime() > CHECKOUT_LIFETIME_MS) {
          checkouts.delete(id);
        }
      }
    },
  };
}
