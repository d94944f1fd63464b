// Captures the statements the portal sends for each database call of the stack group (PERF-14),
// by running the server's own repositories and services in this process on the stack's database
// through a drizzle that logs every statement with its parameters (query-plans.ts). The bare-SQL
// twins (bare-sql-routes.ts) then send exactly these through `pg`, so a change to a repository's
// SQL changes its twin at the next run.
import type { ApplicationDraft } from '@aviation-permits/domain/application';
import type pg from 'pg';
import { formColumns } from '@aviation-permits/server/src/modules/application/application-form-columns.js';
import { createApplicationRepository } from '@aviation-permits/server/src/modules/application/application.repository.js';
import { createSessionRepository } from '@aviation-permits/server/src/platform/sessions/session.repository.js';
import type { DraftSaveParameters, TwinCall, TwinStatement } from './bare-sql-routes.js';
import { statementsOf, type DatabaseCall } from './query-plans.js';

/** Values no real save carries, to find where each sits among the save's parameters. */
const MARKED = {
  id: '00000000-0000-4000-8000-00000000beef',
  scope: 'account:bench-twin-marker',
  version: 2_000_000_001,
  updatedAt: new Date('2001-02-03T04:05:06.789Z'),
};

async function sessionStatement(db: pg.Pool, sessionId: string): Promise<TwinStatement> {
  const [lookup] = await statementsOf(db, (logged) =>
    createSessionRepository(logged).findById(sessionId),
  );
  if (lookup === undefined) throw new Error('The session lookup sent no statement');
  return lookup;
}

function positionOf(params: unknown[], marked: unknown, what: string): number {
  const position = params.findIndex((param) =>
    marked instanceof Date
      ? typeof param === 'string' && new Date(param).getTime() === marked.getTime()
      : param === marked,
  );
  if (position === -1) throw new Error(`The draft save's statement has no ${what} parameter`);
  return position;
}

export interface TwinSources {
  /** A running session's id (sessionIdOf of its cookie): its lookup is captured. */
  sessionId: string;
  /** The reads, each a call of the server's services (e.g. query-plans.ts's dashboardCall). */
  reads: { name: string; call: DatabaseCall }[];
  /** The form the draft saves send. */
  savedForm: ApplicationDraft;
}

/** Every twin: status (the session lookup alone), each read, the draft save. */
export async function captureTwins(db: pg.Pool, sources: TwinSources): Promise<TwinCall[]> {
  const session = await sessionStatement(db, sources.sessionId);
  const calls: TwinCall[] = [{ name: 'status', session, statements: [] }];
  for (const { name, call } of sources.reads) {
    calls.push({ name, session, statements: await statementsOf(db, call) });
  }
  // The save of a draft at its version, the one statement of the usual save
  // (application-draft.service.ts); with the marked values it matches no row.
  const [save] = await statementsOf(db, (logged) =>
    createApplicationRepository(logged).updateDraftAtVersion(
      MARKED.id,
      MARKED.scope,
      MARKED.version,
      { ...formColumns(sources.savedForm), form: sources.savedForm, updatedAt: MARKED.updatedAt },
    ),
  );
  if (save === undefined) throw new Error('The draft save sent no statement');
  const draftSave: DraftSaveParameters = {
    id: positionOf(save.params, MARKED.id, 'id'),
    version: positionOf(save.params, MARKED.version, 'version'),
    scope: positionOf(save.params, MARKED.scope, 'scope'),
    updatedAt: positionOf(save.params, MARKED.updatedAt, 'updatedAt'),
  };
  calls.push({ name: 'draft-save', session, statements: [save], draftSave });
  return calls;
}
