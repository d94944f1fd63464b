import { and, desc, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { otpChallenges } from '../../db/schema/sessions.js';

export interface OtpChallenge {
  id: string;
  codeHash: string;
  expiresAt: Date;
  failedAttempts: number;
  sendCount: number;
  lastSentAt: Date;
  consumedAt: Date | null;
  createdAt: Date;
}

const challengeColumns = {
  id: otpChallenges.id,
  codeHash: otpChallenges.codeHash,
  expiresAt: otpChallenges.expiresAt,
  failedAttempts: otpChallenges.failedAttempts,
  sendCount: otpChallenges.sendCount,
  lastSentAt: otpChallenges.lastSentAt,
  consumedAt: otpChallenges.consumedAt,
  createdAt: otpChallenges.createdAt,
};

export function createOtpRepository(db: Database) {
  return {
    /** The address's challenge whose sending window began after `windowStart`, if any. */
    async currentWindow(email: string, windowStart: Date): Promise<OtpChallenge | undefined> {
      const [row] = await db
        .select(challengeColumns)
        .from(otpChallenges)
        .where(and(eq(otpChallenges.email, email), gt(otpChallenges.createdAt, windowStart)))
        .orderBy(desc(otpChallenges.createdAt))
        .limit(1);
      return row;
    },

    /** The newest code sent to the address that has not been used. */
    async latestUnused(email: string): Promise<OtpChallenge | undefined> {
      const [row] = await db
        .select(challengeColumns)
        .from(otpChallenges)
        .where(and(eq(otpChallenges.email, email), isNull(otpChallenges.consumedAt)))
        .orderBy(desc(otpChallenges.lastSentAt))
        .limit(1);
      return row;
    },

    async insert(
      values: { email: string; codeHash: string; expiresAt: Date; sentAt: Date },
      tx: Database = db,
    ): Promise<void> {
      await tx.insert(otpChallenges).values({
        email: values.email,
        codeHash: values.codeHash,
        expiresAt: values.expiresAt,
        lastSentAt: values.sentAt,
        createdAt: values.sentAt,
      });
    },

    /** A new code in the same sending window: the old code stops working, the tries start over. */
    async replaceCode(
      id: string,
      values: { codeHash: string; expiresAt: Date; sentAt: Date },
      tx: Database = db,
    ): Promise<void> {
      await tx
        .update(otpChallenges)
        .set({
          codeHash: values.codeHash,
          expiresAt: values.expiresAt,
          lastSentAt: values.sentAt,
          failedAttempts: 0,
          consumedAt: null,
          sendCount: sql`${otpChallenges.sendCount} + 1`,
        })
        .where(eq(otpChallenges.id, id));
    },

    async recordFailure(id: string): Promise<void> {
      await db
        .update(otpChallenges)
        .set({ failedAttempts: sql`${otpChallenges.failedAttempts} + 1` })
        .where(eq(otpChallenges.id, id));
    },

    /**
     * Marks the code used; false if another request used it (or voided it) first, so a code
     * signs in once even when two checks race.
     */
    async consume(id: string, maxFailedAttempts: number, at: Date): Promise<boolean> {
      const used = await db
        .update(otpChallenges)
        .set({ consumedAt: at })
        .where(
          and(
            eq(otpChallenges.id, id),
            isNull(otpChallenges.consumedAt),
            lt(otpChallenges.failedAttempts, maxFailedAttempts),
            gt(otpChallenges.expiresAt, at),
          ),
        )
        .returning({ id: otpChallenges.id });
      return used.length === 1;
    },

    /** Forgets challenges whose code has expired and whose sending window has closed. */
    async pruneExpired(now: Date, windowMs: number): Promise<void> {
      await db
        .delete(otpChallenges)
        .where(
          and(
            lte(otpChallenges.expiresAt, now),
            lte(otpChallenges.createdAt, new Date(now.getTime() - windowMs)),
          ),
        );
    },
  };
}

export type OtpRepository = ReturnType<typeof createOtpRepository>;
