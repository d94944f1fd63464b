import type { TemporaryRestrictedArea } from '@aviation-permits/domain/geo';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { officers } from './officers.js';

// Data the authority publishes through the officer console (OFF-30 to OFF-35): temporary
// restricted areas, read by the map, the Enquiry Tool and the submission check through
// platform/temporary-restricted-areas.ts, and public holidays beyond the shipped and configured
// list, read by the lead times through platform/public-holidays.ts. Rows are never deleted but a
// holiday a supervisor removes; the audit trail keeps who did what and why.

const timestampTz = (name: string) => timestamp(name, { withTimezone: true });
const calendarDate = (name: string) => date(name, { mode: 'string' });

export const temporaryRestrictedAreas = pgTable(
  'temporary_restricted_areas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** A circle or a polygon, as the domain's TemporaryRestrictedArea has it. */
    area: jsonb('area').$type<TemporaryRestrictedArea['area']>().notNull(),
    floorFt: integer('floor_ft').notNull(),
    ceilingFt: integer('ceiling_ft').notNull(),
    /** First and last day in Singapore, inclusive. */
    fromDate: calendarDate('from_date').notNull(),
    toDate: calendarDate('to_date').notNull(),
    publishedAt: timestampTz('published_at').notNull(),
    publishedBy: uuid('published_by')
      .notNull()
      .references(() => officers.id),
    /** Set when a supervisor ends it early: from then on it is served nowhere. */
    withdrawnAt: timestampTz('withdrawn_at'),
    withdrawnBy: uuid('withdrawn_by').references(() => officers.id),
    withdrawalReason: text('withdrawal_reason'),
  },
  // Every map, Enquiry Tool and submission request reads the areas not withdrawn and not over.
  (table) => [
    index('temporary_restricted_areas_served_idx')
      .on(table.toDate)
      .where(sql`${table.withdrawnAt} is null`),
  ],
);

export const publicHolidays = pgTable('public_holidays', {
  /** One row a date: a second supervisor adding the same date is told it is listed already. */
  date: calendarDate('date').primaryKey(),
  name: text('name').notNull(),
  addedAt: timestampTz('added_at').notNull(),
  addedBy: uuid('added_by')
    .notNull()
    .references(() => officers.id),
});
