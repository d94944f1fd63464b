import {
  OFFICER_API_PATHS,
  officerAccountQueueSchema,
  totpEnrolmentSchema,
} from '@aviation-permits/domain/officer';
import { Secret, TOTP } from 'otpauth';
import type { Mailbox } from './mailbox.js';
import { PortalClient } from './portal-client.js';
import { expectStatus, openPortal, refreshCsrfToken, signInWithEmailCode } from './sign-in.js';
import type { StackControl } from './stack.js';

// The authority's officer who approves the run's registrations, as the officer console does it
// (OFF-22): added with the operators' command, signed in with an e-mail code and an authenticator
// app set up at the first sign-in, then deciding each account waiting for review.

const PAGE_SIZE = 50;
/** Pages of the queue read at most: the run's applicants and a margin. */
const MAX_PAGES = 40;

async function setUpAuthenticator(client: PortalClient): Promise<void> {
  const enrolment = await client.call('officer enrolment', 'POST', OFFICER_API_PATHS.enrolment);
  expectStatus('the authenticator set-up', enrolment, 200);
  const { manualKey } = totpEnrolmentSchema.parse(enrolment.json());
  const code = new TOTP({ secret: Secret.fromBase32(manualKey.replace(/\s/g, '')) }).generate();
  const confirmed = await client.call(
    'officer enrolment',
    'POST',
    OFFICER_API_PATHS.enrolmentConfirm,
    {
      json: { code },
    },
  );
  expectStatus('the authenticator confirmation', confirmed, 200);
  await refreshCsrfToken(client);
}

export async function signInNewOfficer(
  stack: StackControl,
  mailbox: Mailbox,
  runId: string,
  baseUrl: string,
): Promise<PortalClient> {
  const email = `officer-${runId}@reliability.example`;
  await stack.operator('officers', ['add', email, '--role', 'officer', '--name', 'Reliability']);
  const client = new PortalClient(baseUrl, '127.2.0.1');
  await openPortal(client);
  await signInWithEmailCode(client, mailbox, email, {
    request: OFFICER_API_PATHS.signInCode,
    verify: OFFICER_API_PATHS.signInCodeVerify,
  });
  await setUpAuthenticator(client);
  return client;
}

/**
 * Approves every account waiting for review whose address is one of `emails`, found by the run's
 * id (the search matches the start of any word of the address).
 */
export async function approveAccounts(
  officer: PortalClient,
  runId: string,
  emails: readonly string[],
): Promise<number> {
  const waiting = new Set(emails);
  let cursor: string | null = null;
  // A set: the queue's keyset cursor keeps milliseconds of a timestamp PostgreSQL keeps in
  // microseconds, so the last row of a page can come again at the top of the next.
  const toApprove = new Set<string>();
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const query = new URLSearchParams({
      queue: 'to-review',
      search: runId,
      pageSize: String(PAGE_SIZE),
    });
    if (cursor) query.set('cursor', cursor);
    const answer = await officer.call(
      'officer queue',
      'GET',
      `${OFFICER_API_PATHS.accounts}?${query}`,
    );
    expectStatus('the accounts to review', answer, 200);
    const queue = officerAccountQueueSchema.parse(answer.json());
    for (const row of queue.rows) if (row.email && waiting.has(row.email)) toApprove.add(row.id);
    cursor = queue.nextCursor;
    if (!cursor) break;
  }
  for (const id of toApprove) {
    const decided = await officer.call(
      'officer decision',
      'POST',
      OFFICER_API_PATHS.accountDecision(id),
      {
        json: { action: 'approve' },
      },
    );
    expectStatus('the approval', decided, 204);
  }
  return toApprove.size;
}
