import {
  ageInDays,
  type OfficerApplicationQueuePage,
  type OfficerApplicationQueueQuery,
} from '@aviation-permits/domain/officer';
import { singaporeCalendarDate } from '@aviation-permits/domain/validation';
import { type CategoryId } from '@aviation-permits/domain/activity';
import type { Database } from '../../db/database.js';
import {
  decodeSubmissionCursor,
  encodeSubmissionCursor,
} from '../../http/submission-order-cursor.js';
import { createOfficerQueueRepository } from './officer-queue.repository.js';

// The officers' queues (OFF-18): one page of a queue, oldest submission first, with every
// queue's count, each row's age in days (Singapore) and who holds it.

/** The first instant of a Singapore day ('YYYY-MM-DD'), and of the day after it. */
function singaporeDayStart(date: string, daysLater = 0): Date {
  const start = new Date(`${date}T00:00:00+08:00`);
  return new Date(start.getTime() + daysLater * 86_400_000);
}

export function createOfficerQueueService(dependencies: { db: Database; now: () => Date }) {
  const { now } = dependencies;
  const queues = createOfficerQueueRepository(dependencies.db);

  return {
    async page(query: OfficerApplicationQueueQuery): Promise<OfficerApplicationQueuePage> {
      const after = query.cursor ? decodeSubmissionCursor(query.queue, query.cursor) : undefined;
      const [counts, rows] = await Promise.all([
        queues.counts(),
        queues.page({
          queue: query.queue,
          search: query.search || undefined,
          categoryId: query.categoryId,
          activityType: query.activityType,
          submittedFrom: query.submittedFrom ? singaporeDayStart(query.submittedFrom) : undefined,
          submittedBefore: query.submittedTo ? singaporeDayStart(query.submittedTo, 1) : undefined,
          after,
          limit: query.pageSize + 1,
        }),
      ]);
      const today = singaporeCalendarDate(now());
      const shown = rows.slice(0, query.pageSize);
      const last = shown.at(-1)?.application;
      return {
        counts,
        queue: query.queue,
        rows: shown.map(({ application: row, applicantName, applicantEmail, holderName }) => {
          // The page query keeps only submitted rows: both are set.
          const submittedAt = row.submittedAt ?? row.createdAt;
          return {
            id: row.id,
            reference: row.reference ?? '',
            categoryId: row.category as CategoryId,
            ...(row.activityType === null ? {} : { activityType: row.activityType }),
            venue: row.venue,
            status: row.status,
            applicantName,
            applicantEmail,
            submittedAt: submittedAt.toISOString(),
            ageDays: ageInDays(singaporeCalendarDate(submittedAt), today),
            assignment:
              row.assignedOfficerId === null || row.assignedAt === null
                ? null
                : {
                    officerId: row.assignedOfficerId,
                    displayName: holderName ?? '',
                    since: row.assignedAt.toISOString(),
                  },
            version: row.version,
          };
        }),
        nextCursor:
          rows.length > query.pageSize && last?.submittedAt
            ? encodeSubmissionCursor(query.queue, {
                at: last.submittedAt.toISOString(),
                id: last.id,
              })
            : null,
      };
    },
  };
}
