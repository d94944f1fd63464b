import type { AddPublicHoliday, AddedPublicHoliday } from '@aviation-permits/domain/officer';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { officers } from '../../db/schema/officers.js';
import { publicHolidays as holidays } from '../../db/schema/published-data.js';

// The only SQL on the public holidays supervisors add (OFF-34, OFF-35): the lead times read their
// dates through platform/public-holidays.ts, the console lists and changes them.

export function createPublicHolidayRepository(db: Database) {
  return {
    async dates(): Promise<string[]> {
      const rows = await db.select({ date: holidays.date }).from(holidays);
      return rows.map(({ date }) => date);
    },

    /** In date order, with the name of the officer who added each. */
    async list(): Promise<AddedPublicHoliday[]> {
      const rows = await db
        .select({
          date: holidays.date,
          name: holidays.name,
          addedAt: holidays.addedAt,
          officerName: officers.displayName,
          officerEmail: officers.email,
        })
        .from(holidays)
        .innerJoin(officers, eq(officers.id, holidays.addedBy))
        .orderBy(asc(holidays.date));
      return rows.map(({ officerName, officerEmail, addedAt, ...row }) => ({
        ...row,
        addedAt: addedAt.toISOString(),
        addedBy: officerName || officerEmail,
      }));
    },

    /** False when the date is added already (by anyone, at the same moment too). */
    async insert(
      holiday: AddPublicHoliday,
      addedAt: Date,
      officerId: string,
      tx: Database,
    ): Promise<boolean> {
      const rows = await tx
        .insert(holidays)
        .values({ ...holiday, addedAt, addedBy: officerId })
        .onConflictDoNothing()
        .returning({ date: holidays.date });
      return rows.length > 0;
    },

    /** The removed date's name; undefined when the date was not added in the console. */
    async remove(date: string, tx: Database): Promise<string | undefined> {
      const [row] = await tx
        .delete(holidays)
        .where(eq(holidays.date, date))
        .returning({ name: holidays.name });
      return row?.name;
    },
  };
}

export type PublicHolidayRepository = ReturnType<typeof createPublicHolidayRepository>;
