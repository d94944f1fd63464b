import { MAP_API_PATHS, mapTokenAnswerSchema } from '@aviation-permits/domain/geo';
import { createAccountRepository } from '../../platform/accounts/account.repository.js';
import { signInByEmail } from '../email-sign-in.js';
import { addOfficer, OfficerBrowser, signInNewOfficer } from '../officer-browser.js';
import type { TestAppHandle } from '../test-app.js';

// Who the fuzz suite sends as (ERR-1). A route refuses whoever its guard does not admit before it
// reads any input, so each route is fuzzed as the first of these it serves: an applicant whose
// account is pending, an approved applicant (APP-62), the same applicant with a map-search token
// (MAP-10), a signed-in officer, a supervisor (OFF-7), and for the sign-in steps an officer at the
// second factor and one setting up the authenticator (OFF-3, OFF-4). The app must use
// CHEAP_HUMAN_CHECK.

export interface FuzzSender {
  /** Who this is, for a failure's message. */
  who: string;
  cookies: Record<string, string>;
  /** The access-content and CSRF headers its calls carry. */
  headers: Record<string, string>;
  remoteAddress?: string;
}

/** An applicant signed in by e-mail, approved (ACTIVE) when asked, as `npm run accounts` leaves it. */
async function applicant(
  server: TestAppHandle,
  email: string,
  approved: boolean,
): Promise<FuzzSender> {
  const { cookies, headers } = await signInByEmail(server.app, email);
  if (approved) {
    const accounts = createAccountRepository(server.db);
    const { account } = await accounts.findOrCreate({ column: 'email', value: email }, '');
    await server.db.transaction((tx) => accounts.setStatus(account.id, 'ACTIVE', tx));
  }
  return { who: email, cookies, headers };
}

function senderOf(who: string, { cookies, headers, remoteAddress }: OfficerBrowser): FuzzSender {
  return { who, cookies, headers, remoteAddress };
}

/** The sender holding the map-search token the map's init call hands out, as the map sends it. */
async function withMapToken(server: TestAppHandle, sender: FuzzSender): Promise<FuzzSender> {
  const answer = await server.app.inject({
    method: 'GET',
    url: MAP_API_PATHS.init,
    cookies: sender.cookies,
    headers: sender.headers,
  });
  const { token } = mapTokenAnswerSchema.parse(answer.json());
  return {
    ...sender,
    who: `${sender.who} (map search)`,
    headers: { ...sender.headers, authorization: token },
  };
}

/** An officer of `role`, enrolled and signed in with the authenticator's code. */
async function signedInOfficer(
  server: TestAppHandle,
  email: string,
  role: 'officer' | 'supervisor',
): Promise<FuzzSender> {
  await addOfficer(server.db, email, role);
  const { browser } = await signInNewOfficer(server.app, email, new Date());
  return senderOf(email, browser);
}

/** An officer who has answered the e-mail code only: at the second factor when enrolled, else at the set-up. */
async function signingInOfficer(
  server: TestAppHandle,
  email: string,
  enrolled: boolean,
): Promise<FuzzSender> {
  if (enrolled) await signedInOfficer(server, email, 'officer');
  else await addOfficer(server.db, email);
  const browser = await OfficerBrowser.open(server.app);
  await browser.passEmailCode(email);
  return senderOf(email, browser);
}

/** The senders, in the order a route is offered them. */
export async function fuzzSenders(server: TestAppHandle): Promise<FuzzSender[]> {
  const pending = await applicant(server, 'fuzz.tester@example.com', false);
  return [
    pending,
    await applicant(server, 'fuzz.approved@example.com', true),
    await withMapToken(server, pending),
    await signedInOfficer(server, 'fuzz.officer@caa.example', 'officer'),
    await signedInOfficer(server, 'fuzz.supervisor@caa.example', 'supervisor'),
    await signingInOfficer(server, 'fuzz.second-factor@caa.example', true),
    await signingInOfficer(server, 'fuzz.enrolling@caa.example', false),
  ];
}
