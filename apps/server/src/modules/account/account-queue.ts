import {
  ageInDays,
  type OfficerAccountQueuePage,
  type OfficerAccountQueueQuery,
} from '@aviation-permits/domain/officer';
import { singaporeCalendarDate } from '@aviation-permits/domain/validation';
import type { Database } from '../../db/database.js';
import {
  decodeSubmissionCursor,
  encodeSubmissionCursor,
} from '../../http/submission-order-cursor.js';
import { createAccountQueueRepository } from './account-queue.repository.js';

// The officers' accounts to review (OFF-22): a page of SUBMITTED accounts, oldest first, with the
// count and each account's age in days (Singapore).

export function createAccountQueue(dependencies: { db: Database; now: () => Date }) {
  const { now } = dependencies;
  const queue = createAccountQueueRepository(dependencies.db);
  return async (query: OfficerAccountQueueQuery): Promise<OfficerAccountQueuePage> => {
    const after = query.cursor ? decodeSubmissionCursor(query.queue, query.cursor) : undefined;
    const [count, rows] = await Promise.all([
      queue.count(),
      queue.page({ search: query.search || undefined, after, limit: query.pageSize + 1 }),
    ]);
    const today = singaporeCalendarDate(now());
    const shown = rows.slice(0, query.pageSize);
    const last = shown.at(-1);
    return {
      count,
      rows: shown.map((row) => ({
        ...row,
        submittedAt: row.submittedAt.toISOString(),
        ageDays: ageInDays(singaporeCalendarDate(row.submittedAt), today),
      })),
      nextCursor:
        rows.length > query.pageSize && last
          ? encodeSubmissionCursor(query.queue, { at: last.submittedAt.toISOString(), id: last.id })
          : null,
    };
  };
}
