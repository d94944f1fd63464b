import { API_PATHS, REQUEST_HEADERS } from '@aviation-permits/domain/http';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { HumanCheckSettings } from '../platform/human-check/human-check.service.js';
import type { TestApp } from './test-app.js';

/** Cheap proof of work, so a test solves in milliseconds what a browser solves in a second. */
export const CHEAP_HUMAN_CHECK: HumanCheckSettings = {
  algorithm: 'PBKDF2/SHA-256',
  cost: 1,
  minCounter: 1,
  maxCounter: 50,
  lifetimeMs: 5 * 60 * 1000,
};

/** The x-human-check header a browser's worker would send, for a fresh challenge of the app. */
export async function solvedHumanCheck(
  app: TestApp,
  accessToken: string,
): Promise<Record<string, string>> {
  const response = await app.inject({
    method: 'GET',
    url: API_PATHS.humanCheckChallenge,
    headers: { [REQUEST_HEADERS.accessContent]: accessToken },
  });
  return humanCheckHeaderFor(response.json<Challenge>());
}

/**
 * The x-human-check header for a challenge a portal gave, solved as the page's worker solves it;
 * the abuse suite (tests/abuse) sends it to a running portal over HTTP.
 */
export async function humanCheckHeaderFor(challenge: Challenge): Promise<Record<string, string>> {
  const solution = await solveChallenge({ challenge, deriveKey });
  return {
    [REQUEST_HEADERS.humanCheck]: Buffer.from(JSON.stringify({ challenge, solution })).toString(
      'base64',
    ),
  };
}
