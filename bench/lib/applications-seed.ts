// The bulk seed of the applications-at-scale and officer-queues-at-scale groups (PERF-9, PERF-12):
// 100,000 ACTIVE applicant accounts and 1,000,000 applications spread over every status and
// category, a quarter of the approvals the portal's own (OFF-58). One transaction empties the
// bench's tables, writes the accounts, then the applications in chunks of INSERT … SELECT over
// generate_series with their secondary indexes and trigger-kept totals built once afterwards
// (deferred-indexes.ts, derived-totals.ts), and writes a marker last (seed-marker.ts); then the
// tables are vacuumed and analysed as a live table would be. A database whose marker matches this
// seed is reused, so a second run starts at once; `--reseed` forgets the marker.
import type pg from 'pg';
import { seconds, withIndexesBuiltAfter } from './deferred-indexes.js';
import { withTotalsCountedAfter } from './derived-totals.js';
import { readSeedMarker, seedFingerprint, writeSeedMarker } from './seed-marker.js';

export const SEEDED_APPLICANTS = 100_000;
export const SEEDED_APPLICATIONS = 1_000_000;

/** Seeded accounts by number: each has its own e-mail address (a Corppass member's is proved). */
export const BENCH_APPLICANTS = {
  /** 50 applications of their own, in every dashboard category. */
  personal: 1,
  /** A Corppass member whose entity (5 members) holds about 50 applications. */
  entityMember: 10,
  /** A Corppass member of the large entity: about 5,050 applications. */
  largeEntityMember: 100_000,
} as const;

export const BENCH_DOMAIN = 'bench.example.com';

export function benchEmail(applicant: number): string {
  return `bench-applicant-${applicant}@${BENCH_DOMAIN}`;
}

// Applicant k: a Corppass member when k is a multiple of 10, of entity (k / 10) mod 2000, so every
// entity has 5 members; the others sign in by e-mail. Ids are derived from k (a version-4 shape),
// so the applications can name their owner without a join.
const ACCOUNT_ID = (k: string) =>
  `overlay(overlay(md5('bench-applicant-' || ${k}) placing '4' from 13) placing '8' from 17)::uuid`;
const UEN = (k: string) => `'2020' || lpad(((${k} / 10) % 2000)::text, 5, '0') || 'B'`;

const SEED_ACCOUNTS = `
insert into accounts (id, status, email, proved_email, corppass_subject, full_name, created_at, updated_at)
select ${ACCOUNT_ID('k')}, 'ACTIVE',
       case when k % 10 = 0 then null else 'bench-applicant-' || k || '@${BENCH_DOMAIN}' end,
       case when k % 10 = 0 then 'bench-applicant-' || k || '@${BENCH_DOMAIN}' end,
       case when k % 10 = 0 then ${UEN('k')} || ':bench-user-' || k end,
       'Bench Applicant ' || k, now() - interval '6 years', now() - interval '6 years'
from generate_series(1, ${SEEDED_APPLICANTS}) k`;

/** The personal bench applicant's 50, newest first: every category, drafts and decisions mixed. */
const PERSONAL_STATUSES = [
  ...['DRAFT', 'PROCESSING', 'NEED_YOUR_ACTION', 'DRAFT', 'PENDING_PAYMENT', 'APPROVED'],
  ...['PROCESSING', 'DRAFT', 'APPROVED', 'PROCESSING', 'NEED_YOUR_ACTION', 'APPROVED'],
  ...['PROCESSING', 'PENDING_PAYMENT', 'APPROVED', 'REJECTED', 'PROCESSING', 'DRAFT'],
  ...['WITHDRAWN', 'PROCESSING', 'APPROVED', 'EXPIRED', 'REJECTED', 'APPROVED', 'PROCESSING'],
  ...['DRAFT', 'APPROVED', 'WITHDRAWN', 'EXPIRED', 'APPROVED', 'REMOVED', 'PROCESSING'],
  ...['APPROVED', 'REJECTED', 'EXPIRED', 'APPROVED', 'PROCESSING', 'WITHDRAWN', 'APPROVED'],
  ...['EXPIRED', 'APPROVED', 'REJECTED', 'APPROVED', 'PROCESSING', 'APPROVED', 'EXPIRED'],
  ...['DRAFT', 'APPROVED', 'WITHDRAWN', 'APPROVED'],
];

const VENUES = [
  'Marina Bay Floating Platform',
  'Marina Barrage',
  'Sentosa Siloso Beach',
  'Gardens by the Bay',
  'Jurong Island',
  'Changi Business Park',
  'Punggol Waterway Park',
  'East Coast Park',
  'Tuas Mega Port',
  'Woodlands Checkpoint',
  'Seletar Aerospace Park',
  'Pasir Ris Park',
  'Bishan-Ang Mo Kio Park',
  'Tanjong Pagar Centre',
  'Keppel Bay',
  'Orchard Road',
  'Jurong Lake Gardens',
  'Tengah New Town',
  'Kallang Wave Mall',
  'Raffles Place',
];

const ACTIVITY_CODES = ['BRELEASE', 'BHOISTING', 'KITE', 'LASERS', 'SLRELEASE', 'FIREWORKS'];
const ACTIVITY_WORDS = [
  'Aerial videography of the city skyline',
  'Erection of a tower crane',
  'Crossing of a tall ship',
];

const sqlList = (values: readonly string[]) => `array[${values.map((v) => `'${v}'`).join(', ')}]`;
const IN_FLIGHT = `('DRAFT', 'PENDING_PAYMENT', 'PROCESSING', 'NEED_YOUR_ACTION')`;

// n 1–50: the personal bench applicant; 51–5050: the large entity (entity 0, members 20000,
// 40000…100000); the rest: applicants 2–100000 in turn, about 10 each. Applications still in
// flight are recent (up to 120 days), decided ones spread over 5 years, so most approvals are Past;
// the personal applicant's are spaced out the same way without chance.
// A reference is the domain's format with n as the sequence: unique whatever the category and year.
// $1 and $2: the chunk's first and last n.
const SEED_APPLICATIONS = `
insert into applications (id, reference, category, activity_type, status, form, version,
  owner_account_id, entity_uen, access_scope, created_by_name, amount_due_cents,
  first_start_date, last_end_date, venue, created_at, updated_at, submitted_at,
  approved_automatically)
with drawn as materialized (
  select n,
         case when n <= 50 then 1 when n <= 5050 then 20000 * (1 + n % 5)
              else 2 + (n - 5051) % ${SEEDED_APPLICANTS - 1} end as k,
         case when n <= 50 then (${sqlList(PERSONAL_STATUSES)})[n]
              else (array['DRAFT', 'PENDING_PAYMENT', 'PROCESSING', 'NEED_YOUR_ACTION', 'REJECTED',
                          'APPROVED', 'EXPIRED', 'WITHDRAWN', 'REMOVED'])[
                     width_bucket(random(), array[0, .08, .12, .20, .24, .30, .75, .85, .95])] end
           as status,
         case when n <= 50 then 1 + n % 4 else 1 + floor(random() * 4)::int end as category,
         random() as age,
         case when n <= 50 then 0.5 else random() end as spread,
         case when n <= 50 then (n % 7) / 7.0 else random() end as pick
  from generate_series($1::int, $2::int) n
), dated as (
  select d.*,
         now() - case when status in ${IN_FLIGHT} then 120 * case when n <= 50 then n / 50.0 else age end
                      else case when n <= 50 then n * n * 0.7 else 1826 * age end end
                 * interval '1 day' as created,
         (array['AP', 'CR', 'SC', 'AA'])[category] as prefix,
         (${sqlList(VENUES)})[1 + floor(pick * ${VENUES.length})::int] as venue,
         case when category = 4 then (${sqlList(ACTIVITY_CODES)})[1 + floor(pick * 6)::int]
              else (${sqlList(ACTIVITY_WORDS)})[category] end as activity,
         status = 'REMOVED' or (status = 'DRAFT' and spread < 0.3) as undated
  from drawn d
), shaped as (
  select t.*,
         case when undated then null
              else (created + (7 + floor(spread * 90)) * interval '1 day')::date end as first_start,
         least(now(), created + spread * interval '30 days') as updated
  from dated t
)
select gen_random_uuid(),
       case when status in ('DRAFT', 'REMOVED') then null
            else prefix || '-' || to_char(created at time zone 'Asia/Singapore', 'YYYY') || '-'
                 || lpad((((n - 1) % 999999) + 1)::text, 6, '0') end,
       category, activity, status,
       case when status = 'REMOVED' then jsonb_build_object('category', category)
            else jsonb_build_object(
              'category', category, 'venue', venue, 'activityType', activity,
              'purpose', 'Bench application ' || n,
              'dateTimeRows', case when first_start is null then '[]'::jsonb
                else jsonb_build_array(jsonb_build_object(
                  'startDate', first_start::text,
                  'endDate', (first_start + floor(pick * 60)::int)::text,
                  'startTime', '20:00', 'endTime', '21:00')) end) end,
       1 + n % 5,
       ${ACCOUNT_ID('k')},
       case when k % 10 = 0 then ${UEN('k')} end,
       case when k % 10 = 0 then 'uen:' || ${UEN('k')} else 'account:' || ${ACCOUNT_ID('k')} end,
       'Bench Applicant ' || k,
       case when status not in ('DRAFT', 'REMOVED') then (array[15000, 30000, 5000, 10000])[category] end,
       first_start, first_start + floor(pick * 60)::int,
       case when status = 'REMOVED' then '' else venue end,
       created, updated,
       case when status not in ('DRAFT', 'REMOVED') then created + (updated - created) / 2 end,
       status = 'APPROVED' and n % 4 = 0
from shaped`;

/** Rows per INSERT: each chunk commits nothing (one transaction) but says how far the seed is. */
const CHUNK = 100_000;

/** Later submissions in this database continue after the seeded numbers. */
const SEED_REFERENCE_COUNTERS = `
insert into application_reference_counters (category, year, last_sequence)
select category, split_part(reference, '-', 2)::int, max(split_part(reference, '-', 3)::int)
from applications where reference is not null group by 1, 2
on conflict (category, year) do update set last_sequence = excluded.last_sequence`;

/** The bench writes a million rows: only into a database that holds nothing but its own. */
async function assertBenchOnly(db: pg.Pool): Promise<void> {
  const { rows } = await db.query<{ others: string }>(
    `select count(*) as others from accounts
     where coalesce(email, proved_email, '') not like '%@${BENCH_DOMAIN}'`,
  );
  if (Number(rows[0]?.others ?? 0) > 0) {
    throw new Error(
      'DATABASE_URL holds accounts the bench did not make: give the bench a database of its own ' +
        '(createdb bench; DATABASE_URL=postgres://…/bench)',
    );
  }
}

const SEED = 'applications';
const FINGERPRINT = seedFingerprint([SEED_ACCOUNTS, SEED_APPLICATIONS, String(CHUNK)]);

function log(line: string): void {
  console.error(`seed: ${line}`);
}

/** Inside the seed's transaction: every row of the seed, from empty tables. */
async function loadRows(client: pg.PoolClient, started: number): Promise<void> {
  // A partial or older seed goes first; the bench's tables only (assertBenchOnly), with what
  // hangs off them (sessions, payments, permits).
  await client.query(
    `truncate accounts, applications, application_reference_counters, application_status_counts,
       application_status_totals cascade`,
  );
  await client.query(SEED_ACCOUNTS);
  log(`${SEEDED_APPLICANTS} accounts (${seconds(Date.now() - started)})`);
  for (let first = 1; first <= SEEDED_APPLICATIONS; first += CHUNK) {
    const last = Math.min(first + CHUNK - 1, SEEDED_APPLICATIONS);
    await client.query(SEED_APPLICATIONS, [first, last]);
    log(`${last} / ${SEEDED_APPLICATIONS} applications (${seconds(Date.now() - started)})`);
  }
}

/** Seeds the database unless its marker says it holds this seed; says which, and how long. */
export async function ensureApplicationsSeeded(db: pg.Pool): Promise<string> {
  const marker = await readSeedMarker(db, SEED);
  if (marker?.fingerprint === FINGERPRINT) {
    return `seed of ${marker.seededAt.toISOString()} present (loaded in ${marker.seconds} s), reused`;
  }
  await assertBenchOnly(db);
  log(
    marker
      ? 'the seed present was made by another version of the bench: seeding again'
      : 'no seed marker: seeding',
  );
  const started = Date.now();
  const client = await db.connect();
  try {
    await client.query('begin');
    // Only this transaction's durability is relaxed: a crash loses the seed, which reruns.
    await client.query(`set local synchronous_commit = off`);
    await client.query(`set local work_mem = '64MB'`);
    await client.query(`set local maintenance_work_mem = '256MB'`);
    await withTotalsCountedAfter(client, () =>
      withIndexesBuiltAfter(
        client,
        ['accounts', 'applications'],
        () => loadRows(client, started),
        log,
      ),
    );
    await client.query(SEED_REFERENCE_COUNTERS);
    await writeSeedMarker(client, SEED, {
      fingerprint: FINGERPRINT,
      seconds: Math.round((Date.now() - started) / 1000),
    });
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
  log(`committed (${seconds(Date.now() - started)}); vacuuming`);
  // As autovacuum would leave a live table: statistics for the planner, a visibility map for
  // index-only scans.
  await db.query('vacuum (analyze) accounts');
  await db.query('vacuum (analyze) applications');
  await db.query('analyze application_status_counts, application_status_totals');
  return `seeded in ${seconds(Date.now() - started)}`;
}
