import type {
  OfficerAuditAction,
  OfficerAuditEntry,
  OfficerAuditQuery,
} from '@aviation-permits/domain/officer';
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { officerAudit } from '../../db/schema/officers.js';

// The only SQL on the officers' audit trail (OFF-8). Rows are only ever added, each in the
// transaction of the action it records; the database refuses to change or delete one (the
// migration's trigger).

export interface NewAuditEntry {
  at: Date;
  /** The officer's id, 'system', or 'cli:<operating-system user>'. */
  actor: string;
  action: OfficerAuditAction;
  subjectType: string;
  subjectId: string;
  message?: string | null;
  clientAddress?: string | null;
  requestId?: string | null;
}

export function createOfficerAuditRepository(db: Database) {
  return {
    async append(entry: NewAuditEntry, tx: Database): Promise<void> {
      await tx.insert(officerAudit).values({
        ...entry,
        message: entry.message ?? null,
        clientAddress: entry.clientAddress ?? null,
        requestId: entry.requestId ?? null,
      });
    },

    /** Newest first, keyset-paginated on the row's id. */
    async page(
      query: OfficerAuditQuery,
    ): Promise<{ entries: OfficerAuditEntry[]; nextBefore: number | null }> {
      const conditions: SQL[] = [];
      if (query.officerId !== undefined) conditions.push(eq(officerAudit.actor, query.officerId));
      if (query.subjectType !== undefined) {
        conditions.push(eq(officerAudit.subjectType, query.subjectType));
      }
      if (query.subjectId !== undefined)
        conditions.push(eq(officerAudit.subjectId, query.subjectId));
      if (query.before !== undefined) conditions.push(lt(officerAudit.id, query.before));
      const rows = await db
        .select()
        .from(officerAudit)
        .where(and(...conditions))
        .orderBy(desc(officerAudit.id))
        .limit(query.limit + 1);
      const entries = rows
        .slice(0, query.limit)
        .map((row) => ({ ...row, at: row.at.toISOString() }));
      const last = entries.at(-1);
      return { entries, nextBefore: rows.length > query.limit && last ? last.id : null };
    },
  };
}

export type OfficerAuditRepository = ReturnType<typeof createOfficerAuditRepository>;
