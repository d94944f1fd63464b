import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { payments, type PaymentStatus } from '../../db/schema/payments.js';

// The only SQL on payment attempts. Settling is conditional (only an OPEN attempt settles), so of
// every copy of a notification, and of a notification racing the applicant's return or the
// reconciliation job, exactly one changes the row (PAY-8).

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;

export function createPaymentRepository(db: Database) {
  return {
    async insert(row: NewPaymentRow): Promise<PaymentRow> {
      const [inserted] = await db.insert(payments).values(row).returning();
      if (!inserted) throw new Error('The payment attempt was not inserted');
      return inserted;
    },

    async setCheckout(id: string, checkoutId: string): Promise<void> {
      await db.update(payments).set({ checkoutId }).where(eq(payments.id, id));
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
      outcome: { status: Exclude<PaymentStatus, 'OPEN'>; gatewayPaymentId?: string | undefined },
      settledAt: Date,
      tx: Database = db,
    ): Promise<PaymentRow | undefined> {
      const [row] = await tx
        .update(payments)
        .set({ ...outcome, settledAt })
        .where(and(eq(payments.id, id), eq(payments.status, 'OPEN')))
        .returning();
      return row;
    },

    /** The application's recorded payment (the latest, should it have been paid twice). */
    async findPaid(applicationId: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.applicationId, applicationId), eq(payments.status, 'PAID')))
        .orderBy(desc(payments.settledAt))
        .limit(1);
      return row;
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
  };
}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
