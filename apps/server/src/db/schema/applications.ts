import { APPLICATION_STATUSES } from '@aviation-permits/domain/application';
import {
  OFFICER_APPLICATION_QUEUES,
  OFFICER_QUEUE_APPROVED_AUTOMATICALLY,
  OFFICER_QUEUE_STATUSES,
  type OfficerApplicationQueue,
} from '@aviation-permits/domain/officer';
import { sql, type SQL } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { officers } from './officers.js';
import { trigrams } from '../word-search.js';

// Applications (APP-45 to APP-61, docs/applications.md): the form as the applicant saved it, the
// columns the dashboard searches and sorts on, the status history and the supporting documents.

const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

// The keys the officers' searches compare a prefix with (OFF-51), spelled once for their indexes
// and their queries, so the planner matches them. In the "C" collation (code-point order) a
// LIKE 'prefix%' is a range of the index.
const referenceSearchKey = (reference: AnyPgColumn) => sql`(${reference} collate "C")`;
const venueSearchKey = (venue: AnyPgColumn) => sql`(lower(${venue}) collate "C")`;

/**
 * What puts an application in an officers' queue (the domain's OFFICER_QUEUE_STATUSES and, for the
 * decided ones, OFFICER_QUEUE_APPROVED_AUTOMATICALLY) with the statuses as literals: the queue's
 * partial index (below) serves a query only when the planner can prove its condition, and it
 * proves it from constants, never from parameters.
 */
export function inOfficerQueue(
  columns: { status: AnyPgColumn; approvedAutomatically: AnyPgColumn },
  queue: OfficerApplicationQueue,
): SQL {
  const literals = OFFICER_QUEUE_STATUSES[queue].map((value) => sql.raw(`'${value}'`));
  const inStatuses = sql`${columns.status} in (${sql.join(literals, sql`, `)})`;
  switch (OFFICER_QUEUE_APPROVED_AUTOMATICALLY[queue]) {
    case true:
      return sql`${inStatuses} and ${columns.approvedAutomatically}`;
    case false:
      return sql`${inStatuses} and not ${columns.approvedAutomatically}`;
    default:
      return inStatuses;
  }
}

export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** AA-2026-000123 (the domain's format); assigned at submission, null while a draft. */
    reference: text('reference').unique(),
    /** 1 to 4 (CATEGORY_IDS). */
    category: integer('category').notNull(),
    /** The form's type of activity: a code for category 4, the applicant's words otherwise. */
    activityType: text('activity_type'),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('DRAFT'),
    /** The form's values, shaped by the domain's draft schema (a submitted form parses too). */
    form: jsonb('form').notNull(),
    /** Optimistic concurrency (APP-47): 1 on creation, +1 on every change. */
    version: integer('version').notNull().default(1),
    ownerAccountId: uuid('owner_account_id')
      .notNull()
      .references(() => accounts.id),
    /** The Corppass entity the creator acted for; null for a personal (Singpass, e-mail) one. */
    entityUen: text('entity_uen'),
    /**
     * Who may see it, as one key: `uen:<UEN>` for a Corppass entity's application (every member
     * of the entity, APP-56), `account:<id>` otherwise. Access checks and every dashboard index
     * lead with it, so one set of indexes serves applicants and entities alike.
     */
    accessScope: text('access_scope').notNull(),
    /** The creator's name when it was created, shown to the entity's other members. */
    createdByName: text('created_by_name').notNull(),
    /** The fee decided at submission from the FEES schedule (PAY-2), in cents. */
    amountDueCents: integer('amount_due_cents'),
    /** The first start and last end date (applicationPeriod), kept for the dashboard. */
    firstStartDate: date('first_start_date', { mode: 'string' }),
    lastEndDate: date('last_end_date', { mode: 'string' }),
    venue: text('venue').notNull().default(''),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
    submittedAt: timestampTz('submitted_at'),
    /** The officer who holds it (OFF-21), and since when; null when no one does. */
    assignedOfficerId: uuid('assigned_officer_id').references(() => officers.id),
    assignedAt: timestampTz('assigned_at'),
    /** An approval's conditions and validity (OFF-20), within the asked dates; null otherwise. */
    approvalConditions: text('approval_conditions'),
    approvedFrom: date('approved_from', { mode: 'string' }),
    approvedTo: date('approved_to', { mode: 'string' }),
    /**
     * The standing approval is the portal's own, under the auto-approval policy (OFF-56): it is
     * listed in the Decided automatically queue, not Decided (OFF-58). Every later decision
     * clears it with the approval's terms.
     */
    approvedAutomatically: boolean('approved_automatically').notNull().default(false),
    /**
     * When the lifecycle job last reminded the applicant of a wait (LIFE-6, LIFE-7); a reminder is
     * due once per stay in Pending payment or Need Your Action, so one sent before the stay began
     * does not count. Not a change of the application: the version stays.
     */
    reminderSentAt: timestampTz('reminder_sent_at'),
    /** When an untouched draft's removal notice went out (LIFE-8); a later save makes it void. */
    staleNoticeSentAt: timestampTz('stale_notice_sent_at'),
  },
  (table) => [
    // Applications of a status, oldest submission first, keyset on (submitted_at, id).
    index('applications_status_submitted_idx').on(table.status, table.submittedAt, table.id),
    // Each officers' queue (OFF-50) in its order, one walk: a queue of two statuses read from the
    // index above would be two ranges to merge by sorting every row of both. A queue's statuses
    // changed in the domain need a migration: build packages/domain first (drizzle-kit reads its
    // dist), then db:generate; officer-queue.query-plans.test.ts fails until then.
    ...OFFICER_APPLICATION_QUEUES.map((queue) =>
      index(`applications_queue_${queue.replaceAll('-', '_')}_idx`)
        .on(table.submittedAt, table.id)
        .where(inOfficerQueue(table, queue)),
    ),
    // The officers' searches (OFF-51): a reference by prefix, a venue by the start of any word
    // (its trigrams; a one- or two-character search by prefix), an applicant's applications by
    // their owner.
    index('applications_reference_search_idx').on(referenceSearchKey(table.reference)),
    index('applications_venue_search_idx').on(venueSearchKey(table.venue)),
    index('applications_venue_words_idx').using('gin', trigrams(venueSearchKey(table.venue))),
    index('applications_owner_idx').on(table.ownerAccountId),
    // Keyset pages per scope in each sort order (APP-59, PERF-9): (scope, sort key, id). Keys that
    // may be missing (a draft's dates and reference) are coalesced, so the order is total.
    index('applications_scope_updated_idx').on(table.accessScope, table.updatedAt, table.id),
    index('applications_scope_start_idx').on(
      table.accessScope,
      sql`coalesce(${table.firstStartDate}, 'infinity'::date)`,
      table.id,
    ),
    // In the "C" collation a btree serves both the reference order and a LIKE 'prefix%' search.
    index('applications_scope_reference_idx').on(
      table.accessScope,
      sql`(coalesce(${table.reference}, '') collate "C")`,
      table.id,
    ),
    // Venue search by prefix, ignoring case (pg_trgm is not bundled with PGlite by default).
    index('applications_scope_venue_idx').on(
      table.accessScope,
      sql`(lower(${table.venue}) collate "C")`,
    ),
    // The approvals still running (Active, not yet Past) are counted by their last end date
    // (PERF-9), one with none last, so they are one range; only approved rows are in it, so it
    // costs other statuses' writes nothing.
    index('applications_scope_approved_end_idx')
      .on(table.accessScope, sql`coalesce(${table.lastEndDate}, 'infinity'::date)`)
      .where(sql`${table.status} = 'APPROVED'`),
  ],
);

/** What the officers' searches compare a prefix with (OFF-51): as their indexes spell them. */
export const APPLICATION_SEARCH_KEYS = {
  reference: referenceSearchKey(applications.reference),
  venue: venueSearchKey(applications.venue),
};

/**
 * How many applications each scope has in each status (APP-58, PERF-9), kept by the database
 * itself: a trigger on applications (migration 0005) moves a count whenever a row is inserted,
 * deleted or changes status or scope, in the same transaction. The dashboard's counts read a few
 * rows here instead of every application of a large entity.
 */
export const applicationStatusCounts = pgTable(
  'application_status_counts',
  {
    accessScope: text('access_scope').notNull(),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull(),
    total: integer('total').notNull(),
  },
  (table) => [primaryKey({ columns: [table.accessScope, table.status] })],
);

/**
 * How many applications there are in each status, whoever's, the portal's own approvals apart
 * (OFF-52, OFF-58): the officers' queue counts, each the sum of the rows its queue's condition
 * (inOfficerQueue) picks, as it picks the queue's applications.
 * Kept by the database like the table above (a trigger on applications, migrations 0012 and 0017,
 * in the change's own transaction), in eight shards chosen by the application's id, so that changes
 * to different applications seldom wait for one row; a total is the sum of its shards.
 */
export const applicationStatusTotals = pgTable(
  'application_status_totals',
  {
    status: text('status', { enum: APPLICATION_STATUSES }).notNull(),
    /** The applications' own flag, whatever their status (an expired approval keeps it). */
    approvedAutomatically: boolean('approved_automatically').notNull(),
    shard: integer('shard').notNull(),
    total: integer('total').notNull(),
  },
  (table) => [primaryKey({ columns: [table.status, table.approvedAutomatically, table.shard] })],
);

/** The status history (APP-51): every move with who made it and why. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** Null for the creation of the draft. */
    fromStatus: text('from_status', { enum: APPLICATION_STATUSES }),
    toStatus: text('to_status', { enum: APPLICATION_STATUSES }).notNull(),
    /** The domain's ApplicationActor: applicant, payment, system or officer. */
    actor: text('actor').notNull(),
    /** The account that acted, when a person did. */
    actorAccountId: uuid('actor_account_id'),
    /** The officer who acted (OFF-20), for an officer's or supervisor's move. */
    actorOfficerId: uuid('actor_officer_id').references(() => officers.id),
    reason: text('reason'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [index('application_events_application_id_idx').on(table.applicationId, table.id)],
);

/** Supporting documents (APP-43, APP-44); the file lives in the file storage under storageKey. */
export const applicationDocuments = pgTable(
  'application_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedAt: timestampTz('uploaded_at').notNull().defaultNow(),
  },
  (table) => [index('application_documents_application_id_idx').on(table.applicationId)],
);

/**
 * The last reference sequence given per category and year (the domain's format counts per
 * both). An upsert that increments it locks the row until the submission commits, so two
 * submissions never share a number; a plain table runs the same on PGlite and PostgreSQL.
 */
export const applicationReferenceCounters = pgTable(
  'application_reference_counters',
  {
    category: integer('category').notNull(),
    year: integer('year').notNull(),
    lastSequence: integer('last_sequence').notNull(),
  },
  (table) => [primaryKey({ columns: [table.category, table.year] })],
);
