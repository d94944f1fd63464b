import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { payments, type PaymentStatus } from '../../db/schema/payments.js';

// The only SQL on payment attempts. Every change is conditional on the status it leaves, so of
// every copy of a notification, and of a notification racing the applicant's return, a newer
// redirect or the reconciliation job, exactly one changes the row (PAY-8, PAY-15). An application
// has one OPEN attempt at most: the partial unique index payments_one_open_per_application decides
// between redirects racing to open one.

/** The unique constraint that keeps one gateway payment to one attempt (PAY-8, PAY-16). */
const GATEWAY_PAYMENT_ID_UNIQUE = 'payments_gateway_payment_id_unique';

/**
 * Whether a write failed because the gateway payment id is already another attempt's. Drizzle
 * wraps the driver's error (node-postgres or PGlite, both carrying PostgreSQL's fields) as `cause`.
 */
export function isGatewayPaymentIdTaken(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === GATEWAY_PAYMENT_ID_UNIQUE) return true;
  }
  return false;
}

/**
 * The statuses money can still land on: the open attempt, and one the portal gave up on (replaced,
 * cancelled, failed) at a gateway that could not refuse a late payment (PAY-15).
 */
const PAYABLE_STATUSES = ['OPEN', 'SUPERSEDED', 'CANCELLED', 'FAILED'] as const;

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = Omit<typeof payments.$inferInsert, 'status'>;

export function createPaymentRepository(db: Database) {
  return {
    /** A new OPEN attempt; undefined when the application already has one (PAY-15). */
    async insertOpen(row: NewPaymentRow): Promise<PaymentRow | undefined> {
      const [inserted] = await db
        .insert(payments)
        .values({ ...row, status: 'OPEN' })
        .onConflictDoNothing({
          target: payments.applicationId,
          where: sql`${payments.status} = 'OPEN'`,
        })
        .returning();
      return inserted;
    },

    async findOpen(applicationId: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.applicationId, applicationId), eq(payments.status, 'OPEN')));
      return row;
    },

    /**
     * Keeps the gateway's checkout with the attempt (so its notifications find it) and answers
     * whether the attempt is still OPEN: false once a newer redirect replaced it (PAY-15).
     */
    async attachCheckout(id: string, checkoutId: string): Promise<boolean> {
      const [row] = await db
        .update(payments)
        .set({ checkoutId })
        .where(eq(payments.id, id))
        .returning({ status: payments.status });
      return row?.status === 'OPEN';
    },

    /** Removes an attempt whose checkout the gateway never created: nothing was asked of anyone. */
    async deleteWithoutCheckout(id: string): Promise<void> {
      await db.delete(payments).where(and(eq(payments.id, id), isNull(payments.checkoutId)));
    },

    async findById(id: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      return row;
    },

    async findByCheckoutId(checkoutId: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.checkoutId, checkoutId));
      return row;
    },

    /** Records how the attempt ended if it is still OPEN; the row, or undefined if it was not. */
    async settleIfOpen(
      id: string,
      status: 'FAILED' | 'CANCELLED',
      settledAt: Date,
    ): Promise<PaymentRow | undefined> {
      const [row] = await db
        .update(payments)
        .set({ status, settledAt })
        .where(and(eq(payments.id, id), eq(payments.status, 'OPEN')))
        .returning();
      return row;
    },

    /**
     * Marks an OPEN attempt replaced (PAY-15) if its checkout is still the one seen (closed at the
     * gateway, or none yet): one whose checkout was attached meanwhile must be closed first.
     */
    async supersedeIfOpen(id: string, seenCheckoutId: string | null, at: Date): Promise<boolean> {
      const rows = await db
        .update(payments)
        .set({ status: 'SUPERSEDED', settledAt: at })
        .where(
          and(
            eq(payments.id, id),
            eq(payments.status, 'OPEN'),
            seenCheckoutId === null
              ? isNull(payments.checkoutId)
              : eq(payments.checkoutId, seenCheckoutId),
          ),
        )
        .returning({ id: payments.id });
      return rows.length > 0;
    },

    /**
     * Records the gateway's payment on an attempt money can still land on (PAYABLE_STATUSES); the
     * row, or undefined when it is already recorded (a replay, PAY-8).
     */
    async recordPaid(
      id: string,
      gatewayPaymentId: string | undefined,
      settledAt: Date,
      tx: Database,
    ): Promise<PaymentRow | undefined> {
      const [row] = await tx
        .update(payments)
        .set({ status: 'PAID', gatewayPaymentId, settledAt })
        .where(and(eq(payments.id, id), inArray(payments.status, PAYABLE_STATUSES)))
        .returning();
      return row;
    },

    /** A payment just recorded is a second charge: it is to be given back (PAY-15). */
    async markRefundDue(id: string, tx: Database): Promise<PaymentRow | undefined> {
      const [row] = await tx
        .update(payments)
        .set({ status: 'REFUND_DUE' })
        .where(and(eq(payments.id, id), eq(payments.status, 'PAID')))
        .returning();
      return row;
    },

    async markRefunded(id: string, gatewayRefundId: string, refundedAt: Date): Promise<void> {
      await db
        .update(payments)
        .set({ status: 'REFUNDED', gatewayRefundId, refundedAt })
        .where(and(eq(payments.id, id), eq(payments.status, 'REFUND_DUE')));
    },

    /** The application's recorded payment (the one that paid it). */
    async findPaid(applicationId: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.applicationId, applicationId), eq(payments.status, 'PAID')))
        .orderBy(desc(payments.settledAt))
        .limit(1);
      return row;
    },

    /** The application's second charges, refunded or being refunded, oldest first (PAY-15). */
    async listSecondCharges(applicationId: string): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.applicationId, applicationId),
            inArray(payments.status, ['REFUND_DUE', 'REFUNDED'] satisfies PaymentStatus[]),
          ),
        )
        .orderBy(asc(payments.settledAt));
    },

    /** Open attempts the gateway knows of, oldest first (the reconciliation job, PAY-13). */
    async listOpenCheckouts(limit: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.status, 'OPEN'), isNotNull(payments.checkoutId)))
        .orderBy(asc(payments.createdAt))
        .limit(limit);
    },

    /** Second charges whose refund has not gone through yet, oldest first (PAY-15). */
    async listRefundsDue(limit: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(eq(payments.status, 'REFUND_DUE'))
        .orderBy(asc(payments.settledAt))
        .limit(limit);
    },
  };
}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
