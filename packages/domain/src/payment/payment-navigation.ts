import type { Money } from '../application/api/money.js';
import {
  DASHBOARD_CATEGORY_PARAM,
  type DashboardCategoryKey,
} from '../application/dashboard-categories.js';
import { REDIRECT_PATHS } from '../http/service-paths.js';
import { ROUTE_PATHS } from '../navigation/route-paths.js';
import { PAYMENT_MESSAGES } from './payment-messages.js';

// Payment is a round trip of browser navigations (PAY-3, PAY-10): Proceed to Payment links to the
// redirect path, the gateway sends the browser back to the return path, and the server then lands
// it on the page it came from with a `payment` flag that the page shows as a toast.

/** The pages that offer Proceed to Payment, and so the pages the applicant comes back to. */
export const PAYMENT_RETURN_PAGES = ['dashboard', 'details'] as const;
export type PaymentReturnPage = (typeof PAYMENT_RETURN_PAGES)[number];

/** The query flag on /dashboard or /application/details after a payment round trip. */
export const PAYMENT_OUTCOME_PARAM = 'payment';

/**
 * paid: recorded, the application is Processing. failed, cancelled: still Pending payment.
 * pending: the gateway has not told us yet; the periodic check will finish it (PAY-13).
 * notPending: Proceed to Payment on an application no longer waiting for payment, most often one
 * already paid (a second tab, history): no payment was started (PAY-20).
 * inProgress, replaced, gatewayUnavailable, gatewayRefused: Proceed to Payment refused because
 * the open payment is still being paid, a newer Proceed to Payment replaced this one, or the
 * gateway failed or refused; the application still waits for payment (PAY-25).
 */
export const PAYMENT_OUTCOMES = [
  'paid',
  'failed',
  'cancelled',
  'pending',
  'notPending',
  'inProgress',
  'replaced',
  'gatewayUnavailable',
  'gatewayRefused',
] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

export interface PaymentOutcomeToast {
  kind: 'success' | 'error' | 'info';
  message: string;
}

/** PAY-10: the clear message the page shows for each outcome. */
export const PAYMENT_OUTCOME_TOASTS: Readonly<Record<PaymentOutcome, PaymentOutcomeToast>> = {
  paid: {
    kind: 'success',
    message: 'Payment received. Your application is now being processed.',
  },
  failed: {
    kind: 'error',
    message:
      'The payment did not go through. Your application is still pending payment; you can try again with Proceed to Payment.',
  },
  cancelled: {
    kind: 'info',
    message:
      'The payment was cancelled. Your application is still pending payment; you can pay with Proceed to Payment.',
  },
  pending: {
    kind: 'info',
    message:
      'We have not received the result of your payment yet. Your application moves to Processing as soon as the payment is confirmed.',
  },
  notPending: {
    kind: 'info',
    message: `${PAYMENT_MESSAGES.notPendingPayment} It may have been paid already; its status is shown here. No payment was started.`,
  },
  inProgress: { kind: 'info', message: PAYMENT_MESSAGES.paymentInProgress },
  replaced: { kind: 'info', message: PAYMENT_MESSAGES.replacedByNewerPayment },
  gatewayUnavailable: { kind: 'error', message: PAYMENT_MESSAGES.gatewayUnavailable },
  gatewayRefused: { kind: 'error', message: PAYMENT_MESSAGES.gatewayRefused },
};

/** The href of Proceed to Payment (PAY-3), naming the page to come back to. */
export function paymentRedirectPath(
  applicationId: string,
  from: PaymentReturnPage = 'dashboard',
): string {
  const query = new URLSearchParams({ applicationId, from });
  return `${REDIRECT_PATHS.paymentRedirect}?${query.toString()}`;
}

/** The href of the receipt download (PAY-12). */
export function paymentReceiptPath(applicationId: string): string {
  return `${REDIRECT_PATHS.paymentReceipt}?${new URLSearchParams({ applicationId }).toString()}`;
}

/** Where the server lands the browser after the gateway: the page, with the outcome flag. */
export function paymentLandingPath(
  page: PaymentReturnPage,
  applicationId: string,
  outcome: PaymentOutcome,
): string {
  const flag = `${PAYMENT_OUTCOME_PARAM}=${outcome}`;
  if (page === 'details') {
    return `${ROUTE_PATHS.applicationDetails}?${new URLSearchParams({ id: applicationId }).toString()}&${flag}`;
  }
  // The dashboard opens on the category the application is now under, so the applicant sees it;
  // an application not waiting for payment may be under any, so the dashboard opens as it does.
  if (outcome === 'notPending') return `${ROUTE_PATHS.dashboard}?${flag}`;
  const category: DashboardCategoryKey = outcome === 'paid' ? 'processing' : 'pendingPayment';
  return `${ROUTE_PATHS.dashboard}?${DASHBOARD_CATEGORY_PARAM}=${category}&${flag}`;
}

/** The outcome flag of a page address's query, if it carries a known one. */
export function paymentOutcomeOf(search: string): PaymentOutcome | undefined {
  const value = new URLSearchParams(search).get(PAYMENT_OUTCOME_PARAM);
  return PAYMENT_OUTCOMES.find((outcome) => outcome === value);
}

/** An amount as the checkout page, the receipt and the e-mail show it: S$1,234.50. */
export function formatMoney({ amountCents }: Money): string {
  const dollars = (amountCents / 100).toLocaleString('en-SG', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `S$${dollars}`;
}
