import { OFFICER_APPLICATION_QUEUES } from '@aviation-permits/domain/officer';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { applications, inOfficerQueue } from '../db/schema/applications.js';

/**
 * Each officers' queue's count as counting its applications says (OFF-18): what the totals the
 * database keeps (OFF-52) must always equal.
 */
export async function countedQueueApplications(db: Database) {
  const entries = await Promise.all(
    OFFICER_APPLICATION_QUEUES.map(async (queue) => {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(applications)
        .where(inOfficerQueue(applications, queue));
      return [queue, row?.total ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}
