import type { OfficerRole, OfficerStatus } from '@aviation-permits/domain/officer';
import { and, asc, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { officerRecoveryCodes, officers } from '../../db/schema/officers.js';

// The only SQL on officers and their recovery codes (OFF-1, OFF-3, OFF-4). Addresses are compared
// lower-cased, as the unique index on lower(email) does.

export interface OfficerRecord {
  id: string;
  email: string;
  displayName: string;
  role: OfficerRole;
  status: OfficerStatus;
  /** Sealed (security/sealed-text.ts); set during the set-up and once enrolled. */
  totpSecret: string | null;
  totpEnrolledAt: Date | null;
  createdAt: Date;
}

const officerColumns = {
  id: officers.id,
  email: officers.email,
  displayName: officers.displayName,
  role: officers.role,
  status: officers.status,
  totpSecret: officers.totpSecret,
  totpEnrolledAt: officers.totpEnrolledAt,
  createdAt: officers.createdAt,
};

const sameAddress = (email: string) => eq(sql`lower(${officers.email})`, email.toLowerCase());

export function createOfficerRepository(db: Database) {
  return {
    async findByEmail(email: string, tx: Database = db): Promise<OfficerRecord | undefined> {
      const [row] = await tx.select(officerColumns).from(officers).where(sameAddress(email));
      return row;
    },

    async findById(id: string, tx: Database = db): Promise<OfficerRecord | undefined> {
      const [row] = await tx.select(officerColumns).from(officers).where(eq(officers.id, id));
      return row;
    },

    async list(): Promise<OfficerRecord[]> {
      return db.select(officerColumns).from(officers).orderBy(asc(officers.email));
    },

    /** The new officer, or undefined when the address is already an officer's. */
    async insert(
      values: { email: string; displayName: string; role: OfficerRole; at: Date },
      tx: Database = db,
    ): Promise<OfficerRecord | undefined> {
      const [row] = await tx
        .insert(officers)
        .values({
          email: values.email.toLowerCase(),
          displayName: values.displayName,
          role: values.role,
          createdAt: values.at,
          updatedAt: values.at,
        })
        .onConflictDoNothing()
        .returning(officerColumns);
      return row;
    },

    /** False when the officer already had that status. */
    async setStatus(id: string, status: OfficerStatus, at: Date, tx: Database): Promise<boolean> {
      const changed = await tx
        .update(officers)
        .set({ status, updatedAt: at })
        .where(and(eq(officers.id, id), sql`${officers.status} <> ${status}`))
        .returning({ id: officers.id });
      return changed.length === 1;
    },

    /** A new secret for an officer setting the app up; false once enrolled. */
    async setPendingTotpSecret(id: string, sealedSecret: string, at: Date): Promise<boolean> {
      const changed = await db
        .update(officers)
        .set({ totpSecret: sealedSecret, updatedAt: at })
        .where(and(eq(officers.id, id), isNull(officers.totpEnrolledAt)))
        .returning({ id: officers.id });
      return changed.length === 1;
    },

    /**
     * The set-up is complete with a right code of `step` for the secret that was checked; false if
     * another request completed it or replaced the secret meanwhile.
     */
    async completeEnrolment(
      id: string,
      sealedSecret: string,
      step: number,
      at: Date,
      tx: Database,
    ): Promise<boolean> {
      const changed = await tx
        .update(officers)
        .set({ totpEnrolledAt: at, totpLastStep: step, updatedAt: at })
        .where(
          and(
            eq(officers.id, id),
            isNull(officers.totpEnrolledAt),
            eq(officers.totpSecret, sealedSecret),
          ),
        )
        .returning({ id: officers.id });
      return changed.length === 1;
    },

    /** Takes a code's time step once: false for a step already used, or an earlier one. */
    async claimTotpStep(id: string, step: number, tx: Database): Promise<boolean> {
      const claimed = await tx
        .update(officers)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(officers.id, id),
            isNotNull(officers.totpEnrolledAt),
            or(isNull(officers.totpLastStep), lt(officers.totpLastStep, step)),
          ),
        )
        .returning({ id: officers.id });
      return claimed.length === 1;
    },

    /** Forgets the authenticator and the recovery codes: the next sign-in sets them up again. */
    async resetTotp(id: string, at: Date, tx: Database): Promise<void> {
      await tx
        .update(officers)
        .set({ totpSecret: null, totpEnrolledAt: null, totpLastStep: null, updatedAt: at })
        .where(eq(officers.id, id));
      await tx.delete(officerRecoveryCodes).where(eq(officerRecoveryCodes.officerId, id));
    },

    async replaceRecoveryCodes(
      id: string,
      codeHashes: readonly string[],
      at: Date,
      tx: Database,
    ): Promise<void> {
      await tx.delete(officerRecoveryCodes).where(eq(officerRecoveryCodes.officerId, id));
      await tx
        .insert(officerRecoveryCodes)
        .values(codeHashes.map((codeHash) => ({ officerId: id, codeHash, createdAt: at })));
    },

    /** Uses an unused recovery code once; false when there is none with that hash. */
    async useRecoveryCode(id: string, codeHash: string, at: Date, tx: Database): Promise<boolean> {
      const used = await tx
        .update(officerRecoveryCodes)
        .set({ usedAt: at })
        .where(
          and(
            eq(officerRecoveryCodes.officerId, id),
            eq(officerRecoveryCodes.codeHash, codeHash),
            isNull(officerRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: officerRecoveryCodes.id });
      return used.length === 1;
    },

    async unusedRecoveryCodes(id: string, tx: Database = db): Promise<number> {
      const [row] = await tx
        .select({ unused: count() })
        .from(officerRecoveryCodes)
        .where(and(eq(officerRecoveryCodes.officerId, id), isNull(officerRecoveryCodes.usedAt)));
      return row?.unused ?? 0;
    },
  };
}

export type OfficerRepository = ReturnType<typeof createOfficerRepository>;
