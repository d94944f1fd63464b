import { sql, type SQL } from 'drizzle-orm';

// A prefix search an index can answer (OFF-18, OFF-50): `key LIKE 'prefix%'` with the prefix's own
// wildcards taken literally. When `key` is an index expression in the "C" collation (code-point
// order, db/schema/*), the planner turns the pattern into a range of that index instead of
// reading every row.

export function startsWith(key: SQL, prefix: string): SQL {
  const literal = prefix.replace(/[\\%_]/g, (character) => `\\${character}`);
  return sql`${key} like ${`${literal}%`}`;
}
