import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { applications } from '../../db/schema/applications.js';
import { permits } from '../../db/schema/permits.js';

// The only SQL on issued permits (PRM-1, PRM-5, PRM-8). The verification reads the status of the
// permit's application beside it, which it needs to say Withdrawn or Expired; it never writes there.

type NewPermitRow = Omit<typeof permits.$inferInsert, 'id' | 'voidedAt'>;

export function createPermitRepository(db: Database) {
  return {
    async insert(row: NewPermitRow, tx: Database): Promise<void> {
      await tx.insert(permits).values(row);
    },

    async voidStanding(applicationId: string, at: Date, tx: Database): Promise<void> {
      await tx
        .update(permits)
        .set({ voidedAt: at })
        .where(and(eq(permits.applicationId, applicationId), isNull(permits.voidedAt)));
    },

    async findStanding(applicationId: string) {
      const [row] = await db
        .select({ reference: permits.reference, pdf: permits.pdf })
        .from(permits)
        .where(and(eq(permits.applicationId, applicationId), isNull(permits.voidedAt)));
      return row;
    },

    /** Every permit issued under a reference (a reopened decision leaves its voided one). */
    async findByReference(reference: string) {
      return db
        .select({
          verificationCode: permits.verificationCode,
          reference: permits.reference,
          category: permits.category,
          holderName: permits.holderName,
          validFrom: permits.validFrom,
          validTo: permits.validTo,
          voidedAt: permits.voidedAt,
          applicationStatus: applications.status,
        })
        .from(permits)
        .innerJoin(applications, eq(applications.id, permits.applicationId))
        .where(eq(permits.reference, reference));
    },
  };
}

export type PermitRepository = ReturnType<typeof createPermitRepository>;
