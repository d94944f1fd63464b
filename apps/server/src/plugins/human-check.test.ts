import { API_PATHS, ERROR_CODES, REQUEST_HEADERS } from '@aviation-permits/domain/http';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHumanCheckRepository } from '../platform/human-check/human-check.repository.js';
import type { HumanCheckSettings } from '../platform/human-check/human-check.service.js';
import { PROBE_PATHS } from '../test-support/probe-routes.js';
import {
  accessContentToken,
  csrfCredentials,
  startTestApp,
  type CsrfCredentials,
  type TestAppHandle,
} from '../test-support/test-app.js';

// Routes with `config: { humanCheck: true }` need a solved ALTCHA challenge in x-human-check,
// accepted once and only within 5 minutes; otherwise 403 INVALID RC TOKEN.

/** Cheap proof of work, so the test solves in milliseconds what a browser solves in a second. */
const CHEAP_SETTINGS: HumanCheckSettings = {
  algorithm: 'PBKDF2/SHA-256',
  cost: 1,
  minCounter: 1,
  maxCounter: 50,
  lifetimeMs: 5 * 60 * 1000,
};
/** Real time: altcha-lib also checks the expiry against the system clock. */
const START = new Date();

let clock = START;
let server: TestAppHandle;
let credentials: CsrfCredentials;

beforeAll(async () => {
  server = await startTestApp({ humanCheck: CHEAP_SETTINGS, now: () => clock });
  credentials = await csrfCredentials(server.app, await accessContentToken(server.app));
});
afterAll(() => server.close());

async function fetchChallenge(): Promise<Challenge> {
  const response = await server.app.inject({
    method: 'GET',
    url: API_PATHS.humanCheckChallenge,
    headers: credentials.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<Challenge>();
}

/** What the browser's worker sends: base64 of `{ challenge, solution }`. */
async function solvedHeader(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

function callProtected(humanCheck?: string) {
  return server.app.inject({
    method: 'POST',
    url: PROBE_PATHS.humanOnly,
    cookies: credentials.cookies,
    headers: {
      ...credentials.headers,
      ...(humanCheck === undefined ? {} : { [REQUEST_HEADERS.humanCheck]: humanCheck }),
    },
  });
}

const INVALID_RC = { status: 403, errorCodes: ERROR_CODES.invalidHumanCheck };

describe('the human check', () => {
  it('issues a signed challenge that expires in 5 minutes', async () => {
    clock = START;
    const challenge = await fetchChallenge();

    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      expiresAt: Math.floor(START.getTime() / 1000) + 300,
    });
  });

  it('lets a solved challenge through once, and refuses its replay', async () => {
    clock = START;
    const header = await solvedHeader(await fetchChallenge());

    const first = await callProtected(header);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ passed: true });

    const replay = await callProtected(header);
    expect(replay.statusCode).toBe(403);
    expect(replay.json()).toEqual(INVALID_RC);
  });

  it('refuses a challenge solved after its 5 minutes', async () => {
    clock = START;
    const header = await solvedHeader(await fetchChallenge());

    clock = new Date(START.getTime() + 5 * 60 * 1000 + 1000);
    const response = await callProtected(header);

    expect(response.json()).toEqual(INVALID_RC);
  });

  it('refuses a challenge whose parameters were changed to make it easier', async () => {
    clock = START;
    const challenge = await fetchChallenge();
    const easier = { ...challenge, parameters: { ...challenge.parameters, keyPrefix: '0' } };
    const response = await callProtected(await solvedHeader(easier));

    expect(response.json()).toEqual(INVALID_RC);
  });

  it('refuses a wrong answer to a genuine challenge', async () => {
    clock = START;
    const challenge = await fetchChallenge();
    const wrongAnswer = { counter: 0, derivedKey: '00'.repeat(32) };
    const header = Buffer.from(JSON.stringify({ challenge, solution: wrongAnswer })).toString(
      'base64',
    );

    expect((await callProtected(header)).json()).toEqual(INVALID_RC);
  });

  it.each([
    ['no header', undefined],
    ['garbage', 'not base64 json at all'],
    ['base64 of something else', Buffer.from('{"hello":"world"}').toString('base64')],
    ['a truncated payload', Buffer.from('{"challenge":{"parame').toString('base64')],
  ])('refuses %s with 403 INVALID RC TOKEN', async (_case, header) => {
    const response = await callProtected(header);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(INVALID_RC);
  });

  it('forgets spent challenges once they have expired', async () => {
    const spent = createHumanCheckRepository(server.db);
    const expiresAt = new Date(START.getTime() + 60_000);
    expect(await spent.markSpent('nonce-to-prune', expiresAt)).toBe(true);

    await spent.pruneExpired(new Date(expiresAt.getTime() - 1));
    expect(await spent.markSpent('nonce-to-prune', expiresAt)).toBe(false);

    await spent.pruneExpired(expiresAt);
    expect(await spent.markSpent('nonce-to-prune', expiresAt)).toBe(true);
  });

  it('is not asked of routes that do not opt in', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: API_PATHS.status,
      headers: credentials.headers,
    });

    expect(response.statusCode).toBe(200);
  });
});
