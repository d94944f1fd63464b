// Signs a seeded applicant in the way the server's test support does (signInApplicant): a session
// row under the SHA-256 of a fresh token, then the CSRF token asked for within that session, as a
// browser does after signing in. What comes back is every header a signed-in browser sends.
import { API_PATHS, REQUEST_HEADERS } from '@aviation-permits/domain/http';
import type pg from 'pg';
import {
  scopeOf,
  type Applicant,
} from '@aviation-permits/server/src/modules/application/application-access.js';
import {
  newSessionToken,
  sessionIdOf,
} from '@aviation-permits/server/src/platform/sessions/session-token.js';
import { sendOnce } from './send-once.js';
import type { RunningPortal } from './servers.js';

/** Long enough for a run; the server ends it like any other session. */
const SESSION_LIFETIME = '2 hours';

/** Under both names: the portal decides between them by its environment (platform/sessions). */
const SESSION_COOKIE_NAMES = ['portal-session', '__Host-portal-session'];

export interface SignedInApplicant {
  /** Who the server sees (application-access.ts), for calling its services in process. */
  applicant: Applicant;
  /** Cookie, access-content and CSRF headers. */
  headers: Record<string, string>;
}

interface AccountRow {
  id: string;
  full_name: string;
  corppass_subject: string | null;
}

export async function signInSeeded(
  portal: RunningPortal,
  db: pg.Pool,
  email: string,
): Promise<SignedInApplicant> {
  const { rows } = await db.query<AccountRow>(
    'select id, full_name, corppass_subject from accounts where email = $1 or proved_email = $1',
    [email],
  );
  const account = rows[0];
  if (account === undefined) throw new Error(`No seeded account ${email}`);
  // A Corppass sign-in acts for the entity whose UEN leads its subject (`<UEN>:<user id>`).
  const [uen, corppassUserId] = account.corppass_subject?.split(':') ?? [];
  const token = newSessionToken();
  await db.query(
    `insert into sessions (id, account_id, login_kind, claims, created_at, last_seen_at, expires_at)
     values ($1, $2, $3, $4, now(), now(), now() + interval '${SESSION_LIFETIME}')`,
    [
      sessionIdOf(token),
      account.id,
      uen === undefined ? 'EMAIL' : 'CORPPASS',
      JSON.stringify(uen === undefined ? {} : { uen, corppassUserId }),
    ],
  );
  const sessionCookie = SESSION_COOKIE_NAMES.map((name) => `${name}=${token}`).join('; ');
  const accessContent = await portal.accessContent();
  const answer = await sendOnce(portal.baseUrl, {
    path: API_PATHS.csrfToken,
    headers: { cookie: sessionCookie, [REQUEST_HEADERS.accessContent]: accessContent },
  });
  const { csrfToken } = JSON.parse(answer.body) as { csrfToken: string };
  const csrfCookies = answer.setCookies.map((cookie) => cookie.split(';')[0]);
  return {
    applicant: {
      accountId: account.id,
      fullName: account.full_name,
      uen,
      scope: scopeOf(account.id, uen),
    },
    headers: {
      cookie: [sessionCookie, ...csrfCookies].join('; '),
      [REQUEST_HEADERS.accessContent]: accessContent,
      [REQUEST_HEADERS.csrfToken]: csrfToken,
    },
  };
}
