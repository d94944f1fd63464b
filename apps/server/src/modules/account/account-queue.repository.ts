import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { ACCOUNT_SEARCH_KEYS, accounts } from '../../db/schema/accounts.js';
import { startsAWord } from '../../db/word-search.js';
import type { SubmissionPosition } from '../../http/submission-order-cursor.js';

// The SQL of the officers' accounts to review (OFF-22): SUBMITTED accounts, oldest first, a keyset
// page on (updated_at, id) over accounts_status_updated_idx. The move to SUBMITTED stamps
// updated_at, so it is when the account was submitted. A search is the start of any word of the
// name or the e-mail address, each answered by its index (OFF-51, db/word-search.ts).

export interface AccountQueueFilters {
  search?: string;
  after?: SubmissionPosition;
  limit: number;
}

export function createAccountQueueRepository(db: Database) {
  const toReview = eq(accounts.status, 'SUBMITTED');
  return {
    async count(): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(accounts)
        .where(toReview);
      return row?.total ?? 0;
    },

    /** The page query itself (a builder the caller awaits), so its plan can be read. */
    page(filters: AccountQueueFilters) {
      const conditions: (SQL | undefined)[] = [toReview];
      if (filters.search) {
        const lower = filters.search.toLowerCase();
        conditions.push(
          or(
            startsAWord(ACCOUNT_SEARCH_KEYS.name, lower),
            startsAWord(ACCOUNT_SEARCH_KEYS.email, lower),
          ),
        );
      }
      if (filters.after) {
        conditions.push(
          sql`(${accounts.updatedAt}, ${accounts.id}) > (${filters.after.at}::timestamptz, ${filters.after.id}::uuid)`,
        );
      }
      return db
        .select({
          id: accounts.id,
          name: accounts.fullName,
          email: sql<string | null>`coalesce(${accounts.email}, ${accounts.provedEmail})`,
          status: accounts.status,
          submittedAt: accounts.updatedAt,
        })
        .from(accounts)
        .where(and(...conditions))
        .orderBy(asc(accounts.updatedAt), asc(accounts.id))
        .limit(filters.limit);
    },
  };
}
