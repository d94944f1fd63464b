import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { accounts } from '../../db/schema/accounts.js';
import type { LoginKind } from '@aviation-permits/domain/session';
import { sessions, type SESSION_END_REASONS } from '../../db/schema/sessions.js';
import type { AccountRecord } from '../accounts/account.repository.js';

export type { LoginKind };
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

export interface SessionRecord {
  id: string;
  accountId: string;
  loginKind: LoginKind;
  claims: Record<string, string>;
  lastSeenAt: Date;
  expiresAt: Date;
  endedAt: Date | null;
  endReason: SessionEndReason | null;
  account: AccountRecord;
}

export interface NewSession {
  id: string;
  accountId: string;
  loginKind: LoginKind;
  claims: Record<string, string>;
  createdAt: Date;
  expiresAt: Date;
}

export function createSessionRepository(db: Database) {
  // Every signed-in request looks its session up: prepared once per connection, so neither drizzle
  // nor PostgreSQL builds and plans it again for each request (PERF-2, PERF-9).
  const sessionById = db
    .select({
      id: sessions.id,
      accountId: sessions.accountId,
      loginKind: sessions.loginKind,
      claims: sessions.claims,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      endedAt: sessions.endedAt,
      endReason: sessions.endReason,
      account: {
        id: accounts.id,
        status: accounts.status,
        email: accounts.email,
        provedEmail: accounts.provedEmail,
        fullName: accounts.fullName,
      },
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('session_by_id');

  return {
    async findById(id: string): Promise<SessionRecord | undefined> {
      const [row] = await sessionById.execute({ id });
      return row;
    },

    async insert(session: NewSession, tx: Database = db): Promise<void> {
      await tx.insert(sessions).values({ ...session, lastSeenAt: session.createdAt });
    },

    /** Ends every running session of the account. */
    async endAccountSessions(
      accountId: string,
      reason: SessionEndReason,
      at: Date,
      tx: Database = db,
    ): Promise<void> {
      await tx
        .update(sessions)
        .set({ endedAt: at, endReason: reason })
        .where(and(eq(sessions.accountId, accountId), isNull(sessions.endedAt)));
    },

    /** Ends one session if it is still running (a second ending keeps the first reason). */
    async end(id: string, reason: SessionEndReason, at: Date, tx: Database = db): Promise<void> {
      await tx
        .update(sessions)
        .set({ endedAt: at, endReason: reason })
        .where(and(eq(sessions.id, id), isNull(sessions.endedAt)));
    },

    async touch(id: string, at: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
    },

    /**
     * Forgets sessions past their absolute end: by then even an ended one has nothing left to
     * report (its cookie would be refused for expiry anyway).
     */
    async pruneExpired(now: Date): Promise<void> {
      await db.delete(sessions).where(lte(sessions.expiresAt, now));
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
