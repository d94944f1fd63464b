import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';

// Rows enough for the planner to choose as it would on a large table (OFF-50, OFF-51): on a few
// rows every plan costs nothing and any index, or none, wins. Accounts (a third SUBMITTED) and
// submitted applications of every queue's statuses, spread over them (half the approvals the
// portal's own, OFF-58), then VACUUM ANALYZE, so a query plan test reads the plan the officers'
// queues get at scale, not an accident of empty tables.

const ACCOUNTS = 3_000;
const APPLICATIONS = 7_000;
const STATUSES = ['PROCESSING', 'NEED_YOUR_ACTION', 'APPROVED', 'REJECTED', 'EXPIRED', 'WITHDRAWN'];

export async function seedQueuePlanRows(db: Database): Promise<void> {
  await db.execute(sql`
    insert into accounts (status, email, full_name, updated_at)
    select case when n % 3 = 0 then 'SUBMITTED' else 'ACTIVE' end, 'plans-' || n || '@example.com',
           'Applicant ' || n, now() - n * interval '1 minute'
    from generate_series(1, ${ACCOUNTS}) n`);
  await db.execute(sql`
    insert into applications (reference, category, activity_type, status, form, owner_account_id,
      access_scope, created_by_name, venue, submitted_at, approved_automatically)
    select 'AP-2026-' || lpad(n::text, 6, '0'), 1 + n % 4,
           case when n % 4 = 3 then 'KITE' else 'Aerial photography' end,
           (${sql.raw(`array['${STATUSES.join("', '")}']`)})[1 + n % ${STATUSES.length}], '{}',
           owners.ids[1 + n % ${ACCOUNTS}], 'account:' || owners.ids[1 + n % ${ACCOUNTS}],
           'Applicant', 'Venue ' || n, now() - n * interval '1 hour',
           ${sql.raw(`n % ${2 * STATUSES.length} = ${STATUSES.indexOf('APPROVED')}`)}
    from generate_series(1, ${APPLICATIONS}) n,
         (select array_agg(id) as ids from accounts where email like 'plans-%') owners`);
  // VACUUM as autovacuum would after such a load: it also moves the rows out of the GIN indexes'
  // pending lists (OFF-51's word indexes), which a search would otherwise read through whole.
  await db.execute(sql`vacuum analyze accounts`);
  await db.execute(sql`vacuum analyze applications`);
}
