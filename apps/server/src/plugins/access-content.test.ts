import {
  API_PATHS,
  ERROR_CODES,
  OPERATIONAL_PATHS,
  REDIRECT_PATHS,
  REQUEST_HEADERS,
  RESPONSE_HEADERS,
} from '@aviation-permits/domain/http';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessContentTokens } from '../security/access-content-token.js';
import { accessContentToken, startTestApp, type TestAppHandle } from '../test-support/test-app.js';
import { accessContentPlugin } from './access-content.js';
import { errorsPlugin } from './errors.js';

// SEC-5: every service call carries the access-content token; the server refuses calls
// without a valid one and hands out a fresh one with every answer.

const DAY_MS = 24 * 60 * 60 * 1000;
const START = new Date('2025-10-27T08:00:00Z');

let clock = START;
let server: TestAppHandle;

beforeAll(async () => {
  server = await startTestApp({ now: () => clock });
});
afterAll(() => server.close());

function getStatus(token?: string) {
  return server.app.inject({
    method: 'GET',
    url: API_PATHS.status,
    headers: token === undefined ? {} : { [REQUEST_HEADERS.accessContent]: token },
  });
}

describe('the access-content header', () => {
  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['a made-up token', 'mh8q2v1c.not-a-signature-not-a-signature-not-a-sign'],
  ])(
    'refuses a service call with %s: 403 INVALID ACCESS CONTENT and no new token',
    async (_case, token) => {
      const response = await getStatus(token);

      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        status: 403,
        errorCodes: ERROR_CODES.invalidAccessContent,
      });
      expect(response.headers[RESPONSE_HEADERS.accessContent]).toBeUndefined();
    },
  );

  it('is required on the permits service too', async () => {
    const response = await server.app.inject({ method: 'GET', url: API_PATHS.initData });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ errorCodes: ERROR_CODES.invalidAccessContent });
  });

  it('accepts the page token for 7 days, and the fresh token of each answer keeps the client going', async () => {
    clock = START;
    const pageToken = await accessContentToken(server.app);

    clock = new Date(START.getTime() + 6 * DAY_MS);
    const sixDaysLater = await getStatus(pageToken);
    expect(sixDaysLater.statusCode).toBe(200);
    const freshToken = sixDaysLater.headers[RESPONSE_HEADERS.accessContent];
    expect(freshToken).toEqual(expect.any(String));

    clock = new Date(START.getTime() + 8 * DAY_MS);
    expect((await getStatus(pageToken)).statusCode).toBe(403);
    expect((await getStatus(String(freshToken))).statusCode).toBe(200);
  });

  it('comes with error answers too, once the token was valid', async () => {
    const token = await accessContentToken(server.app);
    const response = await server.app.inject({
      method: 'GET',
      url: '/permits-service/v1/probe/failure',
      headers: { [REQUEST_HEADERS.accessContent]: token },
    });

    expect(response.statusCode).toBe(500);
    expect(response.headers[RESPONSE_HEADERS.accessContent]).toEqual(expect.any(String));
  });

  it.each([
    ['the health check', OPERATIONAL_PATHS.health, 200],
    ['the API document', `${OPERATIONAL_PATHS.apiDocs}/json`, 200],
    ['the development settings', '/dev/portal-config', 200],
  ])('is not needed for %s', async (_case, url, expectedStatus) => {
    const response = await server.app.inject({ method: 'GET', url });

    expect(response.statusCode).toBe(expectedStatus);
  });
});

describe('full-page redirects under the service paths', () => {
  // A browser navigation cannot carry a header. No such route exists yet, so a bare app with the
  // plugin and one route per redirect path stands in for the later issues' routes.
  const redirectPaths = Object.values(REDIRECT_PATHS);
  const tokens = createAccessContentTokens('secret');

  it.each(redirectPaths)('%s needs no token', async (redirectPath) => {
    const app = Fastify();
    await app.register(errorsPlugin);
    await app.register(accessContentPlugin, { tokens });
    for (const url of [...redirectPaths, API_PATHS.status]) app.get(url, async () => 'reached');

    expect((await app.inject({ method: 'GET', url: `${redirectPath}?code=abc` })).body).toBe(
      'reached',
    );
    expect((await app.inject({ method: 'GET', url: API_PATHS.status })).statusCode).toBe(403);
  });
});
