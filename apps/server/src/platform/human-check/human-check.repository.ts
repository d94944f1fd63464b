import { lte } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { humanCheckSpent } from '../../db/schema/human-check.js';

export interface HumanCheckRepository {
  /** Records the challenge as redeemed; false if it already was (a replay). */
  markSpent(challengeId: string, expiresAt: Date): Promise<boolean>;
  /** Forgets challenges that have expired: their signature check refuses them anyway. */
  pruneExpired(now: Date): Promise<void>;
}

export function createHumanCheckRepository(db: Database): HumanCheckRepository {
  return {
    async markSpent(challengeId, expiresAt) {
      // One statement, so two instances redeeming the same challenge at once cannot both win.
      const inserted = await db
        .insert(humanCheckSpent)
        .values({ challengeId, expiresAt })
        .onConflictDoNothing()
        .returning({ challengeId: humanCheckSpent.challengeId });
      return inserted.length === 1;
    },

    async pruneExpired(now) {
      await db.delete(humanCheckSpent).where(lte(humanCheckSpent.expiresAt, now));
    },
  };
}
