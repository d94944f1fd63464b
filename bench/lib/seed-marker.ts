// A seed's marker: one row in a table of the bench database's own, written as the last statement
// of the seed's transaction, so it exists only when the whole seed committed. Reading it is one
// primary-key lookup, where counting a million rows is not; its fingerprint (the seed's SQL) tells
// a seed made by another version of the bench, which is made again.
import { createHash } from 'node:crypto';
import type pg from 'pg';

const CREATE_MARKERS = `create table if not exists bench_seed_markers (
  seed text primary key,
  fingerprint text not null,
  seconds integer not null,
  seeded_at timestamptz not null default now()
)`;

interface SeedMarker {
  fingerprint: string;
  seconds: number;
  seededAt: Date;
}

/** The fingerprint of the statements a seed runs: a change to any of them means a new seed. */
export function seedFingerprint(statements: readonly string[]): string {
  return createHash('sha256').update(statements.join('\n;\n')).digest('hex').slice(0, 16);
}

export async function readSeedMarker(db: pg.Pool, seed: string): Promise<SeedMarker | undefined> {
  await db.query(CREATE_MARKERS);
  const { rows } = await db.query<{ fingerprint: string; seconds: number; seeded_at: Date }>(
    'select fingerprint, seconds, seeded_at from bench_seed_markers where seed = $1',
    [seed],
  );
  const row = rows[0];
  return row && { fingerprint: row.fingerprint, seconds: row.seconds, seededAt: row.seeded_at };
}

/** Inside the seed's transaction, last. */
export async function writeSeedMarker(
  client: pg.PoolClient,
  seed: string,
  marker: Omit<SeedMarker, 'seededAt'>,
): Promise<void> {
  await client.query(CREATE_MARKERS);
  await client.query(
    `insert into bench_seed_markers (seed, fingerprint, seconds) values ($1, $2, $3)
     on conflict (seed) do update
       set fingerprint = excluded.fingerprint, seconds = excluded.seconds, seeded_at = now()`,
    [seed, marker.fingerprint, marker.seconds],
  );
}

/** `--reseed`: the next run of every seed makes its rows anew. */
export async function forgetSeedMarkers(db: pg.Pool): Promise<void> {
  await db.query(CREATE_MARKERS);
  await db.query('delete from bench_seed_markers');
}
