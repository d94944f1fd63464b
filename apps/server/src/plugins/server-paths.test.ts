import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  API_PATHS,
  ERROR_CODES,
  errorEnvelopeSchema,
  SERVICE_BASE_PATHS,
} from '@aviation-permits/domain/http';
import { ROUTE_PATHS } from '@aviation-permits/domain/navigation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { DatabaseConnection } from '../db/database.js';
import { testConfig } from '../test-support/test-config.js';
import { openTestDatabase } from '../test-support/test-database.js';

// ERR-18: every path under one of the server's own prefixes (the five services, the payment
// gateway's notification, the internal account call, the sandbox checkout, ...) answers in the
// envelope, never with the web app's page, whatever the client accepts: 404 when nothing is
// there, 405 with Allow when the path takes other methods, 400 for a part too long to be a
// parameter. Page addresses still answer the page.

const asBrowser = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

let webDistDir: string;
let database: DatabaseConnection;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  webDistDir = await mkdtemp(path.join(tmpdir(), 'server-paths-'));
  await writeFile(
    path.join(webDistDir, 'index.html'),
    '<!doctype html><html><head><!--portal-config--></head><body></body></html>',
  );
  database = await openTestDatabase();
  app = await buildApp({
    config: testConfig({ WEB_DIST_DIR: webDistDir, PAYMENT_GATEWAY: 'sandbox' }),
    db: database.db,
    // The internal account call is registered when server.ts hands the app its token.
    adminToken: 'a'.repeat(43),
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(webDistDir, { recursive: true, force: true });
});

function envelopeOf(response: { headers: Record<string, unknown>; body: string }) {
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return errorEnvelopeSchema.parse(JSON.parse(response.body));
}

describe("the server's own paths answer in the envelope (ERR-18)", () => {
  it('answers GET on the POST-only payment notification 405 with Allow: POST', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/payment-gateway/notification',
      headers: asBrowser,
    });

    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(envelopeOf(response)).toMatchObject({
      status: 405,
      errorCodes: ERROR_CODES.methodNotAllowed,
    });
  });

  it('answers a method the path does not take 405, naming the ones it does', async () => {
    const response = await app.inject({ method: 'DELETE', url: API_PATHS.profile });

    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD, PUT');
    expect(envelopeOf(response).errorCodes).toBe(ERROR_CODES.methodNotAllowed);
  });

  it('answers GET under /internal/ 404, and on the internal call 405', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/internal/', headers: asBrowser });
    const transition = await app.inject({
      method: 'GET',
      url: '/internal/accounts/transition',
      headers: asBrowser,
    });

    expect(envelopeOf(unknown)).toMatchObject({ status: 404, errorCodes: ERROR_CODES.notFound });
    expect(transition.statusCode).toBe(405);
    expect(transition.headers.allow).toBe('POST');
  });

  it.each([
    ['just over what the checkout id takes', 101, ERROR_CODES.validation],
    ['longer than the router matches', 5_000, ERROR_CODES.badRequest],
  ])('answers a sandbox checkout id %s 400', async (_name, length, errorCodes) => {
    const response = await app.inject({
      method: 'GET',
      url: `/payment-sandbox/checkout/${'x'.repeat(length)}`,
      headers: asBrowser,
    });

    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response)).toMatchObject({ status: 400, errorCodes });
  });

  it.each(
    [
      ...Object.values(SERVICE_BASE_PATHS),
      '/payment-gateway',
      '/payment-sandbox',
      '/internal',
      '/mta-login-service/v1',
      '/auth-service/v1',
      '/.well-known',
      '/healthz',
      '/api-docs',
      '/dev',
    ].flatMap((prefix) => [`${prefix}/no-such-call`, `${prefix}/deeper/no/such/call?x=1`]),
  )('answers GET %s, which does not exist, 404 in the envelope', async (url) => {
    const response = await app.inject({ method: 'GET', url, headers: asBrowser });

    expect(response.statusCode).toBe(404);
    expect(envelopeOf(response)).toMatchObject({ status: 404, errorCodes: ERROR_CODES.notFound });
  });

  it.each(Object.values(ROUTE_PATHS))('still answers the page %s with the web app', async (url) => {
    const response = await app.inject({ method: 'GET', url, headers: asBrowser });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});
