import type { ApplicationActor, ApplicationStatus } from '@aviation-permits/domain/application';
import { and, asc, eq, ne, sql, type Placeholder } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  applicationEvents,
  applicationReferenceCounters,
  applications,
} from '../../db/schema/applications.js';

// The only SQL on applications, their status history and the reference counters. Every function
// takes the database or a transaction, so a service groups a change with its event and mail.
// Reads are always within an access scope (application-access.ts): another applicant's
// application is simply not found (APP-55).

export type ApplicationRow = typeof applications.$inferSelect;
export type NewApplicationRow = typeof applications.$inferInsert;
export type ApplicationEventRow = typeof applicationEvents.$inferSelect;
/** What the applicant hears after a save (DraftSavedResponse). */
export type SavedVersion = Pick<ApplicationRow, 'id' | 'reference' | 'version' | 'updatedAt'>;

/** The columns kept beside the form for the dashboard (derived from the form on every save). */
export interface FormColumns {
  category: number;
  activityType: string | null;
  venue: string;
  firstStartDate: string | null;
  lastEndDate: string | null;
}

/** What a draft's save writes: the form, the columns kept beside it and the time. */
export type DraftChanges = FormColumns & { form: unknown; updatedAt: Date };

export interface ApplicationEvent {
  applicationId: string;
  fromStatus: ApplicationStatus | null;
  toStatus: ApplicationStatus;
  actor: ApplicationActor;
  actorAccountId: string | null;
  /** The officer who acted, for an officer's or supervisor's move (OFF-20). */
  actorOfficerId?: string | null;
  reason?: string | null;
  createdAt: Date;
}

const visible = (id: string | Placeholder, scope: string | Placeholder) =>
  and(
    eq(applications.id, id),
    eq(applications.accessScope, scope),
    ne(applications.status, 'REMOVED'),
  );

export function createApplicationRepository(db: Database) {
  // A draft's save as one statement (PERF-9): the changes and the next version, written only if
  // the row is still a DRAFT of this scope at the version the applicant last saw. Autosave sends
  // it every few seconds per open form, so it is prepared once per connection. Drizzle's types
  // take no placeholder in set(), so each is wrapped in SQL, and the values are encoded as their
  // columns encode them (updateDraftAtVersion).
  const placeholder = (name: keyof DraftChanges) => sql`${sql.placeholder(name)}`;
  const draftSaveAtVersion = db
    .update(applications)
    .set({
      category: placeholder('category'),
      activityType: placeholder('activityType'),
      venue: placeholder('venue'),
      firstStartDate: placeholder('firstStartDate'),
      lastEndDate: placeholder('lastEndDate'),
      form: placeholder('form'),
      updatedAt: placeholder('updatedAt'),
      version: sql`${applications.version} + 1`,
    })
    .where(
      and(
        visible(sql.placeholder('id'), sql.placeholder('scope')),
        eq(applications.status, 'DRAFT'),
        eq(applications.version, sql.placeholder('version')),
      ),
    )
    .returning({
      id: applications.id,
      reference: applications.reference,
      version: applications.version,
      updatedAt: applications.updatedAt,
    })
    .prepare('application_draft_save_at_version');

  return {
    /** Inserts an application in any status (a new draft; tests place rows in every status). */
    async insert(row: NewApplicationRow, tx: Database = db): Promise<ApplicationRow> {
      const [inserted] = await tx.insert(applications).values(row).returning();
      if (!inserted) throw new Error('The application was not inserted');
      return inserted;
    },

    /** The application if this scope may see it (a removed draft is seen by no one). */
    async findVisible(id: string, scope: string, tx: Database = db) {
      const [row] = await tx.select().from(applications).where(visible(id, scope));
      return row;
    },

    /** As findVisible, locking the row until the transaction ends (saves, submissions, uploads). */
    async findVisibleForUpdate(id: string, scope: string, tx: Database) {
      const [row] = await tx.select().from(applications).where(visible(id, scope)).for('update');
      return row;
    },

    /**
     * Saves a draft at `version` (draftSaveAtVersion). Undefined when it is no longer a DRAFT of
     * this scope at that version; the caller then learns why under the row's lock.
     */
    async updateDraftAtVersion(
      id: string,
      scope: string,
      version: number,
      changes: DraftChanges,
    ): Promise<SavedVersion | undefined> {
      const [row] = await draftSaveAtVersion.execute({
        ...changes,
        form: applications.form.mapToDriverValue(changes.form),
        updatedAt: applications.updatedAt.mapToDriverValue(changes.updatedAt),
        id,
        scope,
        version,
      });
      return row;
    },

    /** Writes the changes and the next version; the caller holds the row's lock. */
    async update(
      id: string,
      changes: Partial<Omit<NewApplicationRow, 'id' | 'version'>>,
      tx: Database,
    ): Promise<ApplicationRow> {
      const [row] = await tx
        .update(applications)
        .set({ ...changes, version: sql`${applications.version} + 1` })
        .where(eq(applications.id, id))
        .returning();
      if (!row) throw new Error('The locked application vanished');
      return row;
    },

    async recordEvent(event: ApplicationEvent, tx: Database = db): Promise<void> {
      await tx.insert(applicationEvents).values(event);
    },

    async listEvents(applicationId: string, tx: Database = db): Promise<ApplicationEventRow[]> {
      return tx
        .select()
        .from(applicationEvents)
        .where(eq(applicationEvents.applicationId, applicationId))
        .orderBy(asc(applicationEvents.id));
    },

    /**
     * The next reference sequence of a category and year. The upsert locks the counter's row until
     * the caller's transaction ends, so concurrent submissions take distinct numbers, and a
     * submission that rolls back gives its number back.
     */
    async nextReferenceSequence(category: number, year: number, tx: Database): Promise<number> {
      const [row] = await tx
        .insert(applicationReferenceCounters)
        .values({ category, year, lastSequence: 1 })
        .onConflictDoUpdate({
          target: [applicationReferenceCounters.category, applicationReferenceCounters.year],
          set: { lastSequence: sql`${applicationReferenceCounters.lastSequence} + 1` },
        })
        .returning({ sequence: applicationReferenceCounters.lastSequence });
      if (!row) throw new Error('The reference counter was not written');
      return row.sequence;
    },
  };
}

export type ApplicationRepository = ReturnType<typeof createApplicationRepository>;
