// The accounts to review of the officer-queues-at-scale group (PERF-12): 10,000 SUBMITTED
// accounts beside the applications seed's 100,000 active ones, submitted over the last 90 days,
// written by one INSERT … SELECT over generate_series. Kept with the seed and reused.
import type pg from 'pg';
import { BENCH_DOMAIN } from './applications-seed.js';

const ACCOUNTS_TO_REVIEW = 10_000;

const reviewEmail = (k: number) => `bench-review-${k}@${BENCH_DOMAIN}`;

export async function ensureAccountsToReview(db: pg.Pool): Promise<string> {
  const { rows } = await db.query<{ present: boolean }>(
    'select exists (select 1 from accounts where email = $1) as present',
    [reviewEmail(ACCOUNTS_TO_REVIEW)],
  );
  if (rows[0]?.present === true) return 'accounts to review present, reused';
  await db.query(
    `insert into accounts (status, email, full_name, created_at, updated_at)
     select 'SUBMITTED', 'bench-review-' || k || '@${BENCH_DOMAIN}', 'Bench Reviewee ' || k,
            now() - interval '1 year', now() - random() * interval '90 days'
     from generate_series(1, ${ACCOUNTS_TO_REVIEW}) k`,
  );
  // As autovacuum would leave a live table: statistics, and a visibility map for the count's
  // index-only scan.
  await db.query('vacuum (analyze) accounts');
  return `${ACCOUNTS_TO_REVIEW} accounts to review seeded`;
}
