import type { ApplicationStatus } from '@aviation-permits/domain/application';
import { and, asc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { applicationEvents, applications } from '../../db/schema/applications.js';

// The lifecycle jobs' SQL on applications (LIFE-3 to LIFE-9). Each job reads its candidates, then
// changes each one in a transaction of its own with a statement that repeats the candidate's
// condition (status and version, or the wait): of two runs at once, on one instance or two, the
// second changes nothing, as its statement waits for the first's row lock and then no longer matches.

/** One run's share of a job; the next run takes the rest. */
const BATCH = 200;

export type LifecycleCandidate = Pick<
  typeof applications.$inferSelect,
  | 'id'
  | 'status'
  | 'version'
  | 'reference'
  | 'ownerAccountId'
  | 'category'
  | 'venue'
  | 'form'
  | 'updatedAt'
  | 'staleNoticeSentAt'
>;

const CANDIDATE = {
  id: applications.id,
  status: applications.status,
  version: applications.version,
  reference: applications.reference,
  ownerAccountId: applications.ownerAccountId,
  category: applications.category,
  venue: applications.venue,
  form: applications.form,
  updatedAt: applications.updatedAt,
  staleNoticeSentAt: applications.staleNoticeSentAt,
};

/** When the application entered its present status: its latest event into it. */
const enteredStatusAt = sql<Date>`(
  select max(entered.created_at) from ${applicationEvents} entered
  where entered.application_id = "applications"."id"
    and entered.to_status = "applications"."status")`.mapWith(applications.updatedAt);

/** No reminder yet in the present wait. */
const notRemindedSince = (since: Date | typeof enteredStatusAt) =>
  or(isNull(applications.reminderSentAt), lt(applications.reminderSentAt, since));

/** A draft untouched since `cutoff` whose owner has not been told since it was last touched. */
const untouchedSince = (cutoff: Date) =>
  and(
    eq(applications.status, 'DRAFT'),
    lte(applications.updatedAt, cutoff),
    or(
      isNull(applications.staleNoticeSentAt),
      lt(applications.staleNoticeSentAt, applications.updatedAt),
    ),
  );

/** A draft whose notice went out by `cutoff` and which nobody touched after it. */
const noticedBy = (cutoff: Date) =>
  and(
    eq(applications.status, 'DRAFT'),
    lte(applications.staleNoticeSentAt, cutoff),
    gte(applications.staleNoticeSentAt, applications.updatedAt),
  );

export function createLifecycleRepository(db: Database) {
  return {
    /** Unpaid or unanswered applications whose first start date is today or earlier (LIFE-4). */
    waitingStartingBy: (today: string) =>
      db
        .select(CANDIDATE)
        .from(applications)
        .where(
          and(
            inArray(applications.status, ['PENDING_PAYMENT', 'NEED_YOUR_ACTION']),
            lte(applications.firstStartDate, today),
          ),
        )
        .orderBy(asc(applications.firstStartDate), asc(applications.id))
        .limit(BATCH),

    /** Approvals whose last end date is before today (LIFE-3), as the dashboard's Past. */
    approvedEndedBefore: (today: string) =>
      db
        .select(CANDIDATE)
        .from(applications)
        .where(and(eq(applications.status, 'APPROVED'), lt(applications.lastEndDate, today)))
        .orderBy(asc(applications.lastEndDate), asc(applications.id))
        .limit(BATCH),

    /** In `status` since `cutoff` or earlier, not yet reminded in this wait (LIFE-6, LIFE-7). */
    waitingSince: (status: ApplicationStatus, cutoff: Date) =>
      db
        .select({ ...CANDIDATE, since: enteredStatusAt })
        .from(applications)
        .where(
          and(
            eq(applications.status, status),
            lte(enteredStatusAt, cutoff),
            notRemindedSince(enteredStatusAt),
          ),
        )
        .orderBy(asc(applications.id))
        .limit(BATCH),

    untouchedDrafts: (cutoff: Date) =>
      db
        .select(CANDIDATE)
        .from(applications)
        .where(untouchedSince(cutoff))
        .orderBy(asc(applications.updatedAt), asc(applications.id))
        .limit(BATCH),

    noticedDrafts: (cutoff: Date) =>
      db
        .select(CANDIDATE)
        .from(applications)
        .where(noticedBy(cutoff))
        .orderBy(asc(applications.id))
        .limit(BATCH),

    /** The move, if the application is still at the status and version the job read. */
    async move(
      tx: Database,
      seen: LifecycleCandidate,
      to: ApplicationStatus,
      at: Date,
      stillDue = sql`true`,
    ): Promise<boolean> {
      const moved = await tx
        .update(applications)
        .set({ status: to, updatedAt: at, version: sql`${applications.version} + 1` })
        .where(
          and(
            eq(applications.id, seen.id),
            eq(applications.status, seen.status),
            eq(applications.version, seen.version),
            stillDue,
          ),
        )
        .returning({ id: applications.id });
      if (moved.length === 0) return false;
      await tx.insert(applicationEvents).values({
        applicationId: seen.id,
        fromStatus: seen.status,
        toStatus: to,
        actor: 'system',
        createdAt: at,
      });
      return true;
    },

    /** Records the reminder unless one went out in this wait; false when it did. */
    async markReminded(tx: Database, seen: LifecycleCandidate, since: Date, at: Date) {
      const marked = await tx
        .update(applications)
        .set({ reminderSentAt: at })
        .where(
          and(
            eq(applications.id, seen.id),
            eq(applications.status, seen.status),
            notRemindedSince(since),
          ),
        )
        .returning({ id: applications.id });
      return marked.length > 0;
    },

    /** Records the draft's notice unless it was touched or told since `cutoff`. */
    async markNoticed(tx: Database, id: string, cutoff: Date, at: Date) {
      const marked = await tx
        .update(applications)
        .set({ staleNoticeSentAt: at })
        .where(and(eq(applications.id, id), untouchedSince(cutoff)))
        .returning({ id: applications.id });
      return marked.length > 0;
    },

    noticedBy,
  };
}

export type LifecycleRepository = ReturnType<typeof createLifecycleRepository>;
