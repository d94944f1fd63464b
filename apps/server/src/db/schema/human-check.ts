import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Human-check challenges already redeemed, so that a solved challenge passes once. A row is kept
 * until its challenge would have expired anyway; after that the signature check rejects it, so the
 * row can be pruned.
 */
export const humanCheckSpent = pgTable(
  'human_check_spent',
  {
    challengeId: text('challenge_id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('human_check_spent_expires_at_idx').on(table.expiresAt)],
);
