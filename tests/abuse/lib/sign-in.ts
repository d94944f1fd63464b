import { API_PATHS, csrfTokenResponseSchema } from '@aviation-permits/domain/http';
import { PORTAL_CONFIG_ELEMENT_ID } from '@aviation-permits/domain/portal-config-element';
import { portalConfigSchema } from '@aviation-permits/domain/portal-config';
import {
  messagesTo,
  oneTimeCodeIn,
  waitForNewMessage,
} from '@aviation-permits/e2e/support/mailbox.js';
import { humanCheckHeaderFor } from '@aviation-permits/server/src/test-support/human-check-solver.js';
import type { Answer } from './answer.js';
import type { PortalClient } from './portal-client.js';

// Signing in as a browser does: the page hands out the access-content token, the browser's
// worker solves the human check (the same proof of work, here in Node, SEC-6), and the e-mailed
// code is read where a development portal keeps its mail (/dev/mailbox.json, OPS-11).

class StepFailed extends Error {
  constructor(step: string, answer: Answer) {
    super(`${step}: ${answer.status || answer.failure} ${answer.text().slice(0, 300)}`);
  }
}

export function expectStatus(step: string, answer: Answer, ...statuses: number[]): Answer {
  if (!statuses.includes(answer.status)) throw new StepFailed(step, answer);
  return answer;
}

/** Opens the portal's page: the settings it carries give the first access-content token. */
export async function openPortal(client: PortalClient): Promise<void> {
  const page = await client.call('GET', '/', { headers: { accept: 'text/html' } });
  expectStatus('the page', page, 200);
  const element = new RegExp(`<script[^>]*id="${PORTAL_CONFIG_ELEMENT_ID}"[^>]*>([^<]*)</script>`);
  const settings = element.exec(page.text())?.[1];
  if (settings === undefined) throw new Error('The page carries no portal settings');
  client.accessToken = portalConfigSchema.parse(JSON.parse(settings)).accessContent;
  await refreshCsrfToken(client);
}

/** The CSRF token is bound to the session: asked again after every sign-in step (SEC-4). */
export async function refreshCsrfToken(client: PortalClient): Promise<void> {
  const answer = expectStatus('the CSRF token', await client.call('GET', API_PATHS.csrfToken), 200);
  client.csrfToken = csrfTokenResponseSchema.parse(answer.json()).csrfToken;
}

/** The x-human-check header the web app's worker sends with a freshly solved challenge. */
async function solvedHumanCheck(client: PortalClient): Promise<Record<string, string>> {
  const answer = await client.call('GET', API_PATHS.humanCheckChallenge);
  expectStatus('the human check', answer, 200);
  return humanCheckHeaderFor(answer.json());
}

export interface CodeCalls {
  request: string;
  verify: string;
}

const APPLICANT_CODE_CALLS: CodeCalls = {
  request: API_PATHS.otpRequest,
  verify: API_PATHS.otpVerify,
};

/** Asks for a code for `email` with a solved human check; answers the portal's answer. */
export async function requestCode(
  client: PortalClient,
  email: string,
  calls: CodeCalls = APPLICANT_CODE_CALLS,
): Promise<Answer> {
  return client.call('POST', calls.request, {
    json: { email },
    headers: await solvedHumanCheck(client),
  });
}

/**
 * The whole e-mail sign-in on a development portal: a code asked for, read from the mailbox,
 * answered. Count first, then ask, then wait: an older code never passes for the new one.
 */
export async function signInWithEmailCode(
  client: PortalClient,
  email: string,
  calls: CodeCalls = APPLICANT_CODE_CALLS,
): Promise<Answer> {
  const before = (await messagesTo(client.baseUrl, email)).length;
  expectStatus('the code request', await requestCode(client, email, calls), 202);
  const code = oneTimeCodeIn(await waitForNewMessage(client.baseUrl, email, before));
  const verified = await client.call('POST', calls.verify, { json: { email, otp: code } });
  expectStatus('the code', verified, 200);
  await refreshCsrfToken(client);
  return verified;
}
