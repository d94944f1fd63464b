// EXPLAIN (ANALYZE, BUFFERS) of the dashboard's queries exactly as the server sends them (PERF-9):
// the portal's own dashboard service runs in this process against the same database, through a
// logger that keeps every statement with its parameters, and each statement is then explained.
// A plan that reads the applications table sequentially, or sorts many rows, is flagged.
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { createDashboardRepository } from '@aviation-permits/server/src/modules/application/dashboard.repository.js';
import {
  createDashboardService,
  type DashboardService,
} from '@aviation-permits/server/src/modules/application/dashboard.service.js';

interface Statement {
  sql: string;
  params: unknown[];
}

/** One call of the service, e.g. `(service) => service.data(applicant, query)`. */
export type DashboardCall = (service: DashboardService) => Promise<unknown>;

/** A sort of more rows than this is worth a look: a page shows at most 50. */
const MANY_ROWS = 1_000;

async function statementsOf(db: pg.Pool, call: DashboardCall): Promise<Statement[]> {
  const statements: Statement[] = [];
  const logged = drizzle({
    client: db,
    logger: { logQuery: (sql, params) => statements.push({ sql, params }) },
  });
  await call(
    createDashboardService({
      dashboard: createDashboardRepository(logged),
      now: () => new Date(),
    }),
  );
  return statements;
}

function warningsOf(plan: string): string[] {
  const warnings: string[] = [];
  if (/Seq Scan on applications\b/.test(plan)) warnings.push('Seq Scan on applications');
  for (const [, rows] of plan.matchAll(/Sort {2}\(cost=[^)]*\) \(actual time=[^ ]+ rows=(\d+)/g)) {
    if (Number(rows) > MANY_ROWS) warnings.push(`Sort of ${rows} rows`);
  }
  if (plan.includes('Sort Method: external')) warnings.push('Sort spilled to disk');
  return warnings;
}

/** Every statement of the call with its plan; `flagged` lists what looks wrong. */
export async function explainCall(
  db: pg.Pool,
  call: DashboardCall,
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
