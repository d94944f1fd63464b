// drizzle-kit writes foreign keys as REFERENCES "public"."table". The migrations must run in
// whatever schema the connection's search_path names (the PostgreSQL test suite gives each file a
// schema of its own; an operator may use another schema than public), so this strips the
// qualifier from every generated migration. Run by `npm run db:generate`; safe to run twice.
import { readdir, readFile, writeFile } from 'node:fs/promises';

const directory = new URL('../drizzle/', import.meta.url);

for (const name of await readdir(directory)) {
  if (!name.endsWith('.sql')) continue;
  const file = new URL(name, directory);
  const sql = await readFile(file, 'utf8');
  const unqualified = sql.replaceAll('REFERENCES "public".', 'REFERENCES ');
  if (unqualified !== sql) await writeFile(file, unqualified);
}
