// A bulk load is several times faster into a table without its secondary indexes: each index is
// then built once, sorted, instead of updated row by row. The definitions are read from the
// database's catalogue (what the migrations made, under the names they gave), dropped inside the
// loading transaction and built again from the same text before it commits, so a failed load
// rolls back to the migrations' schema. Unique indexes stay: they are constraints, not speed.
import type pg from 'pg';

interface IndexDefinition {
  name: string;
  definition: string;
}

async function secondaryIndexes(
  client: pg.PoolClient,
  tables: readonly string[],
): Promise<IndexDefinition[]> {
  const { rows } = await client.query<IndexDefinition>(
    `select index.relname as name, pg_get_indexdef(i.indexrelid) as definition
     from pg_index i
     join pg_class index on index.oid = i.indexrelid
     join pg_class tab on tab.oid = i.indrelid
     where tab.relname = any($1) and tab.relnamespace = to_regnamespace(current_schema())
       and not i.indisunique and not i.indisprimary
     order by tab.relname, index.relname`,
    [tables],
  );
  return rows;
}

/**
 * Runs `load` with the tables' secondary indexes dropped, then builds them again, saying how long
 * each took. Call inside a transaction.
 */
export async function withIndexesBuiltAfter(
  client: pg.PoolClient,
  tables: readonly string[],
  load: () => Promise<void>,
  log: (line: string) => void,
): Promise<void> {
  const indexes = await secondaryIndexes(client, tables);
  for (const { name } of indexes) await client.query(`drop index "${name}"`);
  await load();
  const started = Date.now();
  for (const [done, { name, definition }] of indexes.entries()) {
    const began = Date.now();
    await client.query(definition);
    log(
      `index ${done + 1} / ${indexes.length} ${name} built in ${seconds(Date.now() - began)} ` +
        `(${seconds(Date.now() - started)} for the indexes so far)`,
    );
  }
}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
