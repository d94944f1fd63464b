import { and, desc, eq, gt, isNull, lt, lte, max, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { otpChallenges } from '../../db/schema/sessions.js';

// The only SQL on one-time codes. One row per address and asking client: a client's new code
// replaces its own previous one and nobody else's (docs/sign-in-protection.md).

export interface OtpChallenge {
  id: string;
  /** The asking client's keyed hash (platform/rate-limit/client-key.ts). */
  clientKey: string;
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
  clientKey: otpChallenges.clientKey,
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
    /** The client's challenge for the address whose sending window began after `windowStart`. */
    async currentWindow(
      email: string,
      clientKey: string,
      windowStart: Date,
    ): Promise<OtpChallenge | undefined> {
      const [row] = await db
        .select(challengeColumns)
        .from(otpChallenges)
        .where(
          and(
            eq(otpChallenges.email, email),
            eq(otpChallenges.clientKey, clientKey),
            gt(otpChallenges.createdAt, windowStart),
          ),
        )
        .orderBy(desc(otpChallenges.createdAt))
        .limit(1);
      return row;
    },

    /**
     * The address's codes that still work: unused, unexpired, and not void by their own client's
     * wrong tries. Newest first; at most one per client that asked.
     */
    async liveCodes(email: string, at: Date, maxFailedAttempts: number): Promise<OtpChallenge[]> {
      return db
        .select(challengeColumns)
        .from(otpChallenges)
        .where(
          and(
            eq(otpChallenges.email, email),
            isNull(otpChallenges.consumedAt),
            gt(otpChallenges.expiresAt, at),
            lt(otpChallenges.failedAttempts, maxFailedAttempts),
          ),
        )
        .orderBy(desc(otpChallenges.lastSentAt));
    },

    /** When a code was last sent to the address, by any client. */
    async lastSentTo(email: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ lastSentAt: max(otpChallenges.lastSentAt) })
        .from(otpChallenges)
        .where(eq(otpChallenges.email, email));
      return row?.lastSentAt ?? undefined;
    },

    /** A new sending window for the client: its older challenges for the address go. */
    async insert(
      values: { email: string; clientKey: string; codeHash: string; expiresAt: Date; sentAt: Date },
      tx: Database = db,
    ): Promise<void> {
      await tx
        .delete(otpChallenges)
        .where(
          and(eq(otpChallenges.email, values.email), eq(otpChallenges.clientKey, values.clientKey)),
        );
      await tx.insert(otpChallenges).values({
        email: values.email,
        clientKey: values.clientKey,
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

    /** One more wrong try from the client that asked for this code. */
    async recordFailure(id: string): Promise<void> {
      await db
        .update(otpChallenges)
        .set({ failedAttempts: sql`${otpChallenges.failedAttempts} + 1` })
        .where(eq(otpChallenges.id, id));
    },

    /**
     * Marks the code used and voids the address's other codes (they are in the same mailbox and
     * have done their job); false if another request used or voided it first, so a code signs in
     * once even when two checks race.
     */
    async consume(
      id: string,
      email: string,
      maxFailedAttempts: number,
      at: Date,
    ): Promise<boolean> {
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
      if (used.length !== 1) return false;
      await db
        .update(otpChallenges)
        .set({ consumedAt: at })
        .where(
          and(
            eq(otpChallenges.email, email),
            ne(otpChallenges.id, id),
            isNull(otpChallenges.consumedAt),
          ),
        );
      return true;
    },

    /** Voids every code sent to the address so far (the per-address ceiling was reached). */
    async voidAll(email: string, at: Date): Promise<void> {
      await db
        .update(otpChallenges)
        .set({ consumedAt: at })
        .where(and(eq(otpChallenges.email, email), isNull(otpChallenges.consumedAt)));
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
