import { PAYMENT_RETURN_PAGES } from '@aviation-permits/domain/payment';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { applications } from './applications.js';

// Payment attempts (PAY-3 to PAY-15, docs/payment.md): one row per Proceed to Payment, holding
// what the gateway was asked to charge, so a notification is checked against it, and what the
// gateway answered. A paid row is the application's payment record and the receipt's source. An
// application has at most one OPEN attempt (PAY-15), kept by a partial unique index.

/**
 * OPEN until the gateway tells (or its status call shows) how the checkout ended. SUPERSEDED: a
 * newer Proceed to Payment replaced it, its checkout closed at the gateway. REFUND_DUE: money the
 * gateway took for an application already paid (a second charge), to be given back; REFUNDED once
 * the gateway has.
 */
export const PAYMENT_STATUSES = [
  'OPEN',
  'PAID',
  'FAILED',
  'CANCELLED',
  'SUPERSEDED',
  'REFUND_DUE',
  'REFUNDED',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    /** Who pressed Proceed to Payment. */
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    /** sandbox or stripe: the gateway this attempt went to (config/payment.ts). */
    gateway: text('gateway').notNull(),
    /** The gateway's checkout (Stripe's session id); set once the gateway has created it. */
    checkoutId: text('checkout_id').unique(),
    /**
     * The gateway's id of the money movement. Unique: one gateway payment is recorded once, however
     * often its notification arrives (PAY-8).
     */
    gatewayPaymentId: text('gateway_payment_id').unique(),
    /** The application's reference and amount when the attempt started; a notification must match. */
    reference: text('reference').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('SGD'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('OPEN'),
    /** The page the applicant comes back to (dashboard or details). */
    returnPage: text('return_page', { enum: PAYMENT_RETURN_PAGES }).notNull(),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
    /** When the gateway's answer was recorded; the receipt's date for a paid row. */
    settledAt: timestampTz('settled_at'),
    /** The gateway's id of the refund of a second charge (PAY-15), and when it was made. */
    gatewayRefundId: text('gateway_refund_id').unique(),
    refundedAt: timestampTz('refunded_at'),
  },
  (table) => [
    index('payments_application_idx').on(table.applicationId, table.status),
    // PAY-15: one open attempt per application, however many redirects race to open one.
    uniqueIndex('payments_one_open_per_application')
      .on(table.applicationId)
      .where(sql`${table.status} = 'OPEN'`),
    // The reconciliation job reads the open attempts, oldest first (PAY-13).
    index('payments_status_created_idx').on(table.status, table.createdAt),
  ],
);
