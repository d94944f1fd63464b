// Signed-in applicants on a stack (PERF-13): the seeded accounts of applications-seed.ts, in the
// stack's own database, signed in as seeded-sign-in.ts signs them in (a session row under the hash
// of a fresh token, then the CSRF token asked of one instance). A production portal has no other
// shortcut, and the honest sign-in (human check, e-mail code from the stack's mailbox) is the
// reliability suite's to measure; here only the signed-in calls are.
import pg from 'pg';
import { sessionIdOf } from '@aviation-permits/server/src/platform/sessions/session-token.js';
import { benchEmail } from './applications-seed.js';
import type { SavableDraft } from './draft-saves.js';
import { onCleanup } from './cleanup.js';
import { signInSeeded } from './seeded-sign-in.js';
import { readAccessContent, type RunningPortal } from './servers.js';

/** The stack's database, for the seed, the sessions and capturing the twins' statements. */
export function openStackDatabase(databaseUrl: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  onCleanup('the stack database pool', () => pool.end());
  return pool;
}

/** One instance of the stack as a scenario sees a portal; one access-content token for the run. */
export function stackInstance(instanceUrl: string): RunningPortal {
  let token: Promise<string> | undefined;
  return {
    baseUrl: instanceUrl,
    database: 'PostgreSQL',
    accessContent: () => (token ??= readAccessContent(instanceUrl)),
  };
}

/** The session id the portal looks up for these signed-in headers (the cookie's token, hashed). */
export function sessionIdOfHeaders(headers: Record<string, string>): string {
  const token = /(?:^|;\s*)__Host-portal-session=([^;]+)/.exec(headers.cookie ?? '')?.[1];
  if (token === undefined) throw new Error('The headers carry no production session cookie');
  return sessionIdOf(token);
}

/**
 * `count` personal applicants (not the bench's own), each signed in with a draft of category 1 of
 * theirs: a draft saved by one applicant at a time never meets another save (no 409).
 */
export async function applicantsWithDrafts(
  instance: RunningPortal,
  db: pg.Pool,
  count: number,
): Promise<SavableDraft[]> {
  const { rows } = await db.query<{ id: string; version: number; email: string }>(
    `select distinct on (a.owner_account_id) a.id, a.version, o.email
     from (select * from applications
           where status = 'DRAFT' and category = 1 and entity_uen is null limit $1) a
     join accounts o on o.id = a.owner_account_id
     where o.email <> $2`,
    [count * 4, benchEmail(1)],
  );
  if (rows.length < count) throw new Error(`Only ${rows.length} drafts to save`);
  return Promise.all(
    rows.slice(0, count).map(async ({ id, version, email }) => {
      const { headers } = await signInSeeded(instance, db, email);
      return { id, version, headers: { ...headers, 'content-type': 'application/json' } };
    }),
  );
}
