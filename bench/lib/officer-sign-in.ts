// Signs the bench's officer in as the console's sign-in leaves one (OFF-3 to OFF-5): an active
// officer with the authenticator set up, and an officer session past its second factor, stored
// under the SHA-256 of a fresh token as the server stores it. What comes back is every header the
// console's calls carry. The officer is made once and kept with the seed.
import { REQUEST_HEADERS } from '@aviation-permits/domain/http';
import type pg from 'pg';
import {
  newSessionToken,
  sessionIdOf,
} from '@aviation-permits/server/src/platform/sessions/session-token.js';
import { officerSessionCookieName } from '@aviation-permits/server/src/platform/officer-sessions/officer-cookie.js';
import type { RunningPortal } from './servers.js';

const BENCH_OFFICER_EMAIL = 'bench-officer@bench.example.com';

/** Within the officer session's absolute lifetime; the load keeps it from idling out. */
const SESSION_LIFETIME = '2 hours';

export async function signInBenchOfficer(
  portal: RunningPortal,
  db: pg.Pool,
): Promise<Record<string, string>> {
  const { rows } = await db.query<{ id: string }>(
    `insert into officers (email, display_name, role, totp_enrolled_at)
     values ($1, 'Bench Officer', 'officer', now())
     on conflict ((lower(email))) do update set status = 'active'
     returning id`,
    [BENCH_OFFICER_EMAIL],
  );
  const officerId = rows[0]?.id;
  if (officerId === undefined) throw new Error('The bench officer was not made');
  const token = newSessionToken();
  await db.query(
    `insert into officer_sessions (id, officer_id, created_at, last_seen_at, expires_at, second_factor_at)
     values ($1, $2, now(), now(), now() + interval '${SESSION_LIFETIME}', now())`,
    [sessionIdOf(token), officerId],
  );
  // Under both names: the portal decides between them by its environment (officer-cookie.ts).
  const cookie = [true, false].map((secure) => `${officerSessionCookieName(secure)}=${token}`);
  return {
    cookie: cookie.join('; '),
    [REQUEST_HEADERS.accessContent]: await portal.accessContent(),
  };
}
