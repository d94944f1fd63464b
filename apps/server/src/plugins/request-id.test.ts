import { Writable } from 'node:stream';
import { API_PATHS } from '@aviation-permits/domain/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { accessContentToken, type TestApp } from '../test-support/test-app.js';
import { PROBE_PATHS, probeRoutes } from '../test-support/probe-routes.js';
import { testConfig } from '../test-support/test-config.js';
import { openTestDatabase } from '../test-support/test-database.js';

// OPS-36: the request id nginx passes on is the one every log line of the request carries and the
// answer repeats; a malformed one is replaced; a 500 names it in its envelope.

const NGINX_REQUEST_ID = '4f1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e';

const lines: Array<Record<string, unknown>> = [];
let app: TestApp;
let closeDatabase: () => Promise<void>;

beforeAll(async () => {
  const database = await openTestDatabase();
  closeDatabase = database.close;
  app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'info' }),
    db: database.db,
    extraServiceRoutes: probeRoutes,
    logStream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
        done();
      },
    }),
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await closeDatabase();
});

function linesOf(requestId: string) {
  return lines.filter((line) => line.reqId === requestId);
}

describe('the request id', () => {
  it("is the proxy's X-Request-Id on the answer and on the request's log line", async () => {
    const response = await app.inject({
      method: 'GET',
      url: API_PATHS.status,
      headers: { 'x-request-id': NGINX_REQUEST_ID },
    });

    expect(response.headers['x-request-id']).toBe(NGINX_REQUEST_ID);
    expect(linesOf(NGINX_REQUEST_ID).map((line) => line.msg)).toContain('request completed');
  });

  it.each([
    ['too short', 'abc'],
    ['with a line break', 'abcdefgh\nforged log line'],
    ['too long', 'a'.repeat(65)],
    ['with spaces', 'abcd efgh ijkl'],
  ])('is replaced by a fresh one when the header is %s', async (_case, passed) => {
    const response = await app.inject({
      method: 'GET',
      url: API_PATHS.status,
      headers: { 'x-request-id': passed },
    });

    const given = String(response.headers['x-request-id']);
    expect(given).toMatch(/^[0-9a-f-]{36}$/);
    expect(linesOf(given)).not.toHaveLength(0);
    expect(JSON.stringify(lines)).not.toContain('forged log line');
  });

  it('differs between two requests without the header', async () => {
    const first = await app.inject({ method: 'GET', url: API_PATHS.status });
    const second = await app.inject({ method: 'GET', url: API_PATHS.status });

    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it("is in a 500's envelope, the id of the request's error line", async () => {
    const response = await app.inject({
      method: 'GET',
      url: PROBE_PATHS.failure,
      headers: {
        'x-access-content': await accessContentToken(app),
        'x-request-id': NGINX_REQUEST_ID.replace(/^4/, '5'),
      },
    });

    const requestId = NGINX_REQUEST_ID.replace(/^4/, '5');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ status: 500, requestId });
    expect(linesOf(requestId).map((line) => line.msg)).toContain('Request failed');
  });
});
