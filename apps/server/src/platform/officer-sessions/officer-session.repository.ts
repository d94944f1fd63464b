import type { OfficerRole, OfficerStatus } from '@aviation-permits/domain/officer';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  officerSessions,
  officers,
  type OFFICER_SESSION_END_REASONS,
} from '../../db/schema/officers.js';

// The only SQL on officer sessions (OFF-5). Keyed by the SHA-256 of the cookie's token, as the
// applicants' sessions are; each row joined to its officer, whose status and role every request
// needs.

export type OfficerSessionEndReason = (typeof OFFICER_SESSION_END_REASONS)[number];

export interface OfficerSessionRecord {
  id: string;
  officerId: string;
  lastSeenAt: Date;
  expiresAt: Date;
  secondFactorAt: Date | null;
  wrongSecondFactors: number;
  endReason: OfficerSessionEndReason | null;
  officer: {
    email: string;
    displayName: string;
    role: OfficerRole;
    status: OfficerStatus;
    totpEnrolledAt: Date | null;
  };
}

export function createOfficerSessionRepository(db: Database) {
  // Every officer request looks its session up: prepared once per connection, as the applicants'
  // (PERF-12).
  const sessionById = db
    .select({
      id: officerSessions.id,
      officerId: officerSessions.officerId,
      lastSeenAt: officerSessions.lastSeenAt,
      expiresAt: officerSessions.expiresAt,
      secondFactorAt: officerSessions.secondFactorAt,
      wrongSecondFactors: officerSessions.wrongSecondFactors,
      endReason: officerSessions.endReason,
      officer: {
        email: officers.email,
        displayName: officers.displayName,
        role: officers.role,
        status: officers.status,
        totpEnrolledAt: officers.totpEnrolledAt,
      },
    })
    .from(officerSessions)
    .innerJoin(officers, eq(officers.id, officerSessions.officerId))
    .where(eq(officerSessions.id, sql.placeholder('id')))
    .prepare('officer_session_by_id');

  return {
    async findById(id: string): Promise<OfficerSessionRecord | undefined> {
      const [row] = await sessionById.execute({ id });
      return row;
    },

    async insert(
      session: { id: string; officerId: string; createdAt: Date; expiresAt: Date },
      tx: Database = db,
    ): Promise<void> {
      await tx.insert(officerSessions).values({ ...session, lastSeenAt: session.createdAt });
    },

    /**
     * A signing-in session passes its second factor: it moves to the new id (a new cookie token)
     * and is signed in. False if it was not running and signing in any more.
     */
    async completeSecondFactor(
      id: string,
      newId: string,
      at: Date,
      tx: Database = db,
    ): Promise<boolean> {
      const moved = await tx
        .update(officerSessions)
        .set({ id: newId, secondFactorAt: at, lastSeenAt: at })
        .where(
          and(
            eq(officerSessions.id, id),
            isNull(officerSessions.secondFactorAt),
            isNull(officerSessions.endedAt),
          ),
        )
        .returning({ id: officerSessions.id });
      return moved.length === 1;
    },

    /** One more wrong second-factor code; answers the session's count. */
    async addWrongSecondFactor(id: string, tx: Database = db): Promise<number> {
      const [row] = await tx
        .update(officerSessions)
        .set({ wrongSecondFactors: sql`${officerSessions.wrongSecondFactors} + 1` })
        .where(eq(officerSessions.id, id))
        .returning({ wrong: officerSessions.wrongSecondFactors });
      return row?.wrong ?? 0;
    },

    /** Ends one session if it is still running (a second ending keeps the first reason). */
    async end(
      id: string,
      reason: OfficerSessionEndReason,
      at: Date,
      tx: Database = db,
    ): Promise<void> {
      await tx
        .update(officerSessions)
        .set({ endedAt: at, endReason: reason })
        .where(and(eq(officerSessions.id, id), isNull(officerSessions.endedAt)));
    },

    async endOfficerSessions(
      officerId: string,
      reason: OfficerSessionEndReason,
      at: Date,
      tx: Database = db,
    ): Promise<void> {
      await tx
        .update(officerSessions)
        .set({ endedAt: at, endReason: reason })
        .where(and(eq(officerSessions.officerId, officerId), isNull(officerSessions.endedAt)));
    },

    async touch(id: string, at: Date): Promise<void> {
      await db.update(officerSessions).set({ lastSeenAt: at }).where(eq(officerSessions.id, id));
    },

    /** Forgets sessions past their absolute end, ended or not. */
    async pruneExpired(now: Date): Promise<void> {
      await db.delete(officerSessions).where(lte(officerSessions.expiresAt, now));
    },
  };
}

export type OfficerSessionRepository = ReturnType<typeof createOfficerSessionRepository>;
