// The bare-SQL twins (PERF-14): for each database call of the stack group, a bare Fastify route
// that runs the statements the portal's repositories send for that call (captured by
// bare-sql-twins.ts) through `pg` directly, each a named prepared statement, with nothing else of
// the portal: no plugins, no validation, no drizzle. Like the portal it finds the session of the
// cookie first (the same statement), then runs the call's statements together, as the service
// does. Its req/s is the honest limit of the call on this database; the portal's overhead over it
// is what to shrink.
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { scopeOf } from '@aviation-permits/server/src/modules/application/application-access.js';
import { sessionIdOf } from '@aviation-permits/server/src/platform/sessions/session-token.js';

export interface TwinStatement {
  sql: string;
  params: unknown[];
}

/** Where the draft save's parameters that change with each request sit in its statement. */
export interface DraftSaveParameters {
  id: number;
  version: number;
  scope: number;
  updatedAt: number;
}

export interface TwinCall {
  /** The route: GET /twin/<name>, or PUT for a draft save. */
  name: string;
  /** The session lookup every signed-in call makes first; its one parameter is the session id. */
  session: TwinStatement;
  /** The call's own statements, run together. */
  statements: TwinStatement[];
  /** Present for the draft save: the body names the draft and version, the session the scope. */
  draftSave?: DraftSaveParameters;
}

/** The production cookie (the stack's instances run NODE_ENV=production). */
const SESSION_COOKIE = /(?:^|;\s*)__Host-portal-session=([^;]+)/;
/** The same text prepared under one name on each connection, as the portal prepares it. */
const SESSION_STATEMENT = 'twin_session_by_id';

interface SessionRow {
  account_id: string;
  claims: { uen?: string } | null;
}

interface DraftSaveBody {
  id: string;
  version: number;
}

function draftSaveValues(
  statement: TwinStatement,
  at: DraftSaveParameters,
  session: SessionRow,
  body: DraftSaveBody,
): unknown[] {
  const values = [...statement.params];
  values[at.id] = body.id;
  values[at.version] = body.version;
  values[at.scope] = scopeOf(session.account_id, session.claims?.uen);
  values[at.updatedAt] = new Date().toISOString();
  return values;
}

export function registerTwins(app: FastifyInstance, calls: TwinCall[], databaseUrl: string): void {
  // The size of each portal instance's pool (node-postgres's default), for a like comparison.
  const pool = new pg.Pool({ connectionString: databaseUrl });
  app.addHook('onClose', () => pool.end());
  for (const call of calls) {
    const { draftSave } = call;
    app.route({
      method: draftSave ? 'PUT' : 'GET',
      url: `/twin/${call.name}`,
      handler: async (request, reply) => {
        const token = SESSION_COOKIE.exec(request.headers.cookie ?? '')?.[1];
        const { rows } = token
          ? await pool.query<SessionRow>({
              name: SESSION_STATEMENT,
              text: call.session.sql,
              values: [sessionIdOf(token)],
            })
          : { rows: [] };
        const session = rows[0];
        if (session === undefined) return reply.code(401).send({ status: 401 });
        const results = await Promise.all(
          call.statements.map((statement, index) =>
            pool.query({
              name: `twin_${call.name}_${index}`,
              text: statement.sql,
              values: draftSave
                ? draftSaveValues(statement, draftSave, session, request.body as DraftSaveBody)
                : statement.params,
            }),
          ),
        );
        if (!draftSave) return results.map((result) => result.rows);
        const saved = results[0]?.rows[0] as { version: number } | undefined;
        if (saved === undefined) return reply.code(409).send({ status: 409 });
        return { version: saved.version };
      },
    });
  }
}
