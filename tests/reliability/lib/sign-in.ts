import { API_PATHS, REQUEST_HEADERS, csrfTokenResponseSchema } from '@aviation-permits/domain/http';
import { PORTAL_CONFIG_ELEMENT_ID } from '@aviation-permits/domain/portal-config-element';
import { portalConfigSchema } from '@aviation-permits/domain/portal-config';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { oneTimeCodeOf, type Mailbox } from './mailbox.js';
import type { PortalAnswer, PortalClient } from './portal-client.js';

// Signing in as production allows it (OPS-53): the e-mail one-time code. The page hands out the
// access-content token, the browser's worker solves the human check (the same proof of work, here
// in Node), the code arrives by e-mail through the stack's SMTP server and is read from its
// mailbox. No development route, no row written behind the portal's back.

const CODE_WAIT_MS = 60_000;

class JourneyError extends Error {
  constructor(step: string, answer: PortalAnswer) {
    super(
      `${step}: ${answer.status || answer.failure} ${answer.body.toString('utf8').slice(0, 200)}`,
    );
  }
}

export function expectStatus(step: string, answer: PortalAnswer, ...statuses: number[]): void {
  if (!statuses.includes(answer.status)) throw new JourneyError(step, answer);
}

/** Opens the portal's page: the settings it carries give the first access-content token. */
export async function openPortal(client: PortalClient): Promise<void> {
  const page = await client.call('page', 'GET', '/');
  expectStatus('the page', page, 200);
  const element = new RegExp(`<script[^>]*id="${PORTAL_CONFIG_ELEMENT_ID}"[^>]*>([^<]*)</script>`);
  const settings = element.exec(page.body.toString('utf8'))?.[1];
  if (settings === undefined) throw new Error('The page carries no portal settings');
  client.accessToken = portalConfigSchema.parse(JSON.parse(settings)).accessContent;
  await refreshCsrfToken(client);
}

/** The CSRF token is bound to the session: asked again after every sign-in step (SEC-4). */
export async function refreshCsrfToken(client: PortalClient): Promise<void> {
  const answer = await client.call('csrf token', 'GET', API_PATHS.csrfToken);
  expectStatus('the CSRF token', answer, 200);
  client.csrfToken = csrfTokenResponseSchema.parse(answer.json()).csrfToken;
}

/** The x-human-check header the web app's worker sends with a freshly solved challenge. */
async function solvedHumanCheck(client: PortalClient): Promise<Record<string, string>> {
  const answer = await client.call('human check', 'GET', API_PATHS.humanCheckChallenge);
  expectStatus('the human check', answer, 200);
  const challenge = answer.json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  const payload = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  return { [REQUEST_HEADERS.humanCheck]: payload };
}

export interface CodeSignInPaths {
  request: string;
  verify: string;
}

/** Asks for a code for `email`, reads it from the mailbox and gives it back; the session follows. */
export async function signInWithEmailCode(
  client: PortalClient,
  mailbox: Mailbox,
  email: string,
  paths: CodeSignInPaths = { request: API_PATHS.otpRequest, verify: API_PATHS.otpVerify },
): Promise<PortalAnswer> {
  await mailbox.refresh();
  const before = mailbox.messages.length;
  const requested = await client.call('sign-in code', 'POST', paths.request, {
    json: { email },
    headers: await solvedHumanCheck(client),
  });
  expectStatus('the sign-in code', requested, 202);
  const message = await mailbox.waitFor(
    (candidate) => candidate.to.includes(email) && oneTimeCodeOf(candidate) !== undefined,
    CODE_WAIT_MS,
    before,
  );
  const verified = await client.call('sign-in', 'POST', paths.verify, {
    json: { email, otp: oneTimeCodeOf(message) },
  });
  expectStatus('the sign-in', verified, 200);
  await refreshCsrfToken(client);
  return verified;
}
