import type { PublishRestrictedArea } from '@aviation-permits/domain/officer';
import type { TemporaryRestrictedArea } from '@aviation-permits/domain/geo';
import { and, desc, eq, gte, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.js';
import { officers } from '../../db/schema/officers.js';
import { temporaryRestrictedAreas as areas } from '../../db/schema/published-data.js';

// The only SQL on the temporary restricted areas supervisors publish (OFF-30, OFF-32). The reads
// the map, the Enquiry Tool and the submission make go through served(); the console's list and
// the writes are the published-data module's.

/** How many published areas the console lists, newest first: years of closures. */
const LISTED_AREAS = 500;

interface PublishedAreaRecord {
  id: string;
  name: string;
  area: TemporaryRestrictedArea['area'];
  floorFt: number;
  ceilingFt: number;
  from: string;
  to: string;
  publishedAt: Date;
  publishedBy: string;
  withdrawnAt: Date | null;
  withdrawnBy: string | null;
  withdrawalReason: string | null;
}

interface AreaWithdrawal {
  id: string;
  at: Date;
  officerId: string;
  reason: string;
  /** Singapore's date: an area already over is not withdrawn. */
  today: string;
}

const publisher = alias(officers, 'publisher');
const withdrawer = alias(officers, 'withdrawer');

export function createTemporaryAreaRepository(db: Database) {
  return {
    /** The areas not withdrawn whose period is not over on `today`, as the rules read them. */
    async served(today: string): Promise<TemporaryRestrictedArea[]> {
      const rows = await db
        .select()
        .from(areas)
        .where(and(isNull(areas.withdrawnAt), gte(areas.toDate, today)))
        .orderBy(areas.fromDate, areas.id);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        area: row.area,
        floorFt: row.floorFt,
        ceilingFt: row.ceilingFt,
        periods: [{ from: row.fromDate, to: row.toDate }],
      }));
    },

    /** Newest first, with the names of the officers who published and withdrew each. */
    async list(): Promise<PublishedAreaRecord[]> {
      const rows = await db
        .select({
          id: areas.id,
          name: areas.name,
          area: areas.area,
          floorFt: areas.floorFt,
          ceilingFt: areas.ceilingFt,
          from: areas.fromDate,
          to: areas.toDate,
          publishedAt: areas.publishedAt,
          publisherName: publisher.displayName,
          publisherEmail: publisher.email,
          withdrawnAt: areas.withdrawnAt,
          withdrawerName: withdrawer.displayName,
          withdrawerEmail: withdrawer.email,
          withdrawalReason: areas.withdrawalReason,
        })
        .from(areas)
        .innerJoin(publisher, eq(publisher.id, areas.publishedBy))
        .leftJoin(withdrawer, eq(withdrawer.id, areas.withdrawnBy))
        .orderBy(desc(areas.publishedAt), desc(areas.id))
        .limit(LISTED_AREAS);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        area: row.area,
        floorFt: row.floorFt,
        ceilingFt: row.ceilingFt,
        from: row.from,
        to: row.to,
        publishedAt: row.publishedAt,
        publishedBy: row.publisherName || row.publisherEmail,
        withdrawnAt: row.withdrawnAt,
        withdrawnBy:
          row.withdrawerEmail === null ? null : row.withdrawerName || row.withdrawerEmail,
        withdrawalReason: row.withdrawalReason,
      }));
    },

    async insert(
      area: PublishRestrictedArea,
      publishedAt: Date,
      officerId: string,
      tx: Database,
    ): Promise<string> {
      const [row] = await tx
        .insert(areas)
        .values({
          name: area.name,
          area: area.area,
          floorFt: area.floorFt,
          ceilingFt: area.ceilingFt,
          fromDate: area.from,
          toDate: area.to,
          publishedAt,
          publishedBy: officerId,
        })
        .returning({ id: areas.id });
      if (!row) throw new Error('The area was not stored');
      return row.id;
    },

    /** Ends an area still served; undefined when it is unknown, withdrawn already or over. */
    async withdraw(
      withdrawal: AreaWithdrawal,
      tx: Database,
    ): Promise<{ name: string } | undefined> {
      const [row] = await tx
        .update(areas)
        .set({
          withdrawnAt: withdrawal.at,
          withdrawnBy: withdrawal.officerId,
          withdrawalReason: withdrawal.reason,
        })
        .where(
          and(
            eq(areas.id, withdrawal.id),
            isNull(areas.withdrawnAt),
            gte(areas.toDate, withdrawal.today),
          ),
        )
        .returning({ name: areas.name });
      return row;
    },

    async exists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: areas.id }).from(areas).where(eq(areas.id, id));
      return row !== undefined;
    },
  };
}

export type TemporaryAreaRepository = ReturnType<typeof createTemporaryAreaRepository>;
