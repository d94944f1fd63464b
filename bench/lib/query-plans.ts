// EXPLAIN (ANALYZE, BUFFERS) of the dashboard's and the officers' queues' queries exactly as the
// server sends them (PERF-9, PERF-12): the portal's own services run in this process against the
// same database, through a logger that keeps every statement with its parameters, and each
// statement is then explained. A plan that reads the applications or accounts table
// sequentially, or sorts many rows, is flagged.
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from '@aviation-permits/server/src/db/database.js';
import { createDashboardRepository } from '@aviation-permits/server/src/modules/application/dashboard.repository.js';
import {
  createDashboardService,
  type DashboardService,
} from '@aviation-permits/server/src/modules/application/dashboard.service.js';

export interface Statement {
  sql: string;
  params: unknown[];
}

/** One call of the service, e.g. `(service) => service.data(applicant, query)`. */
type DashboardCall = (service: DashboardService) => Promise<unknown>;

/** One call of any server code given a database, e.g. a service built on it. */
export type DatabaseCall = (db: Database) => Promise<unknown>;

/** A sort of more rows than this is worth a look: a page shows at most 50. */
const MANY_ROWS = 1_000;

/** Every statement the call sends, with its parameters, in the order sent. */
export async function statementsOf(db: pg.Pool, call: DatabaseCall): Promise<Statement[]> {
  const statements: Statement[] = [];
  const logged = drizzle({
    client: db,
    logger: { logQuery: (sql, params) => statements.push({ sql, params }) },
  });
  await call(logged);
  return statements;
}

function warningsOf(plan: string): string[] {
  const warnings: string[] = [];
  for (const [, table] of plan.matchAll(/Seq Scan on (applications|accounts)\b/g)) {
    warnings.push(`Seq Scan on ${table}`);
  }
  for (const [, rows] of plan.matchAll(/Sort {2}\(cost=[^)]*\) \(actual time=[^ ]+ rows=(\d+)/g)) {
    if (Number(rows) > MANY_ROWS) warnings.push(`Sort of ${rows} rows`);
  }
  if (plan.includes('Sort Method: external')) warnings.push('Sort spilled to disk');
  return warnings;
}

/** A call of the dashboard service, made on the database it is given. */
export function dashboardCall(call: DashboardCall): DatabaseCall {
  return (logged) =>
    call(
      createDashboardService({
        dashboard: createDashboardRepository(logged),
        now: () => new Date(),
      }),
    );
}

/** Every statement the call sends with its plan; `flagged` lists what looks wrong. */
async function explainStatements(
  db: pg.Pool,
  call: DatabaseCall,
): Promise<{ text: string; flagged: string[] }> {
  const sections: string[] = [];
  const flagged: string[] = [];
  for (const { sql, params } of await statementsOf(db, call)) {
    const { rows } = await db.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${sql}`,
      params,
    );
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    const warnings = warningsOf(plan);
    flagged.push(...warnings);
    sections.push(
      [
        `  SQL: ${sql.replace(/\s+/g, ' ')}`,
        `  parameters: ${JSON.stringify(params)}`,
        ...plan.split('\n').map((line) => `    ${line}`),
        `  ${warnings.length > 0 ? `FLAGGED: ${warnings.join('; ')}` : 'ok: index scans only, no large sort'}`,
      ].join('\n'),
    );
  }
  return { text: sections.join('\n\n'), flagged };
}

/**
 * The plans of every call, titled, after one summary: what is flagged, or that every plan reads
 * by index and sorts little. `what` names the calls ("dashboard calls").
 */
export async function explainAll(
  db: pg.Pool,
  calls: readonly { title: string; call: DatabaseCall }[],
  what: string,
): Promise<string> {
  const sections: string[] = [];
  const flagged: string[] = [];
  for (const { title, call } of calls) {
    const plan = await explainStatements(db, call);
    sections.push(`${title}\n${plan.text}`);
    flagged.push(...plan.flagged.map((warning) => `${title}: ${warning}`));
  }
  const summary =
    flagged.length > 0
      ? `Query plans FLAGGED:\n${flagged.map((line) => `- ${line}`).join('\n')}`
      : `Query plans: ${calls.length} ${what}, index scans only, no large sort.`;
  return [summary, 'EXPLAIN (ANALYZE, BUFFERS), as the server runs each call:', ...sections].join(
    '\n\n',
  );
}
