import { formatSingaporeDate } from '@aviation-permits/domain/validation';
import {
  type AddPublicHoliday,
  type OfficerPublicHolidays,
} from '@aviation-permits/domain/officer';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.js';
import { ConflictError, NotFoundError } from '../../errors/http-errors.js';
import type { OfficerAuditPort } from '../../platform/ports/officer-audit.js';
import type { PublicHolidayRepository } from '../../platform/published-data/public-holiday.repository.js';

// Public holidays a supervisor adds beyond the shipped and configured list, and removes again
// (OFF-34, OFF-35), each with its audit row in the same transaction. The lead times read them
// through platform/public-holidays.ts.

interface PublicHolidaysDependencies {
  db: Database;
  holidays: PublicHolidayRepository;
  audit: OfficerAuditPort;
  /** The shipped list with PUBLIC_HOLIDAYS' (config.publicHolidays), shown read-only. */
  published: readonly string[];
  now: () => Date;
}

export function createPublicHolidaysService({
  db,
  holidays,
  audit,
  published,
  now,
}: PublicHolidaysDependencies) {
  const listedAlready = (date: string) =>
    new ConflictError(`${formatSingaporeDate(date)} is already a public holiday.`);

  return {
    async list(): Promise<OfficerPublicHolidays> {
      return { published: [...published], added: await holidays.list() };
    },

    async add(request: FastifyRequest, officerId: string, holiday: AddPublicHoliday) {
      if (published.includes(holiday.date)) throw listedAlready(holiday.date);
      const at = now();
      await db.transaction(async (tx) => {
        if (!(await holidays.insert(holiday, at, officerId, tx))) throw listedAlready(holiday.date);
        await audit.append(
          request,
          {
            at,
            actor: officerId,
            action: 'public-holiday.add',
            subjectType: 'public-holiday',
            subjectId: holiday.date,
            message: holiday.name,
          },
          tx,
        );
      });
    },

    async remove(request: FastifyRequest, officerId: string, date: string): Promise<void> {
      const at = now();
      await db.transaction(async (tx) => {
        const name = await holidays.remove(date, tx);
        if (name === undefined) {
          throw new NotFoundError(`${formatSingaporeDate(date)} was not added in the console.`);
        }
        await audit.append(
          request,
          {
            at,
            actor: officerId,
            action: 'public-holiday.remove',
            subjectType: 'public-holiday',
            subjectId: date,
            message: name,
          },
          tx,
        );
      });
    },
  };
}

export type PublicHolidaysService = ReturnType<typeof createPublicHolidaysService>;
