import { ERROR_CODES, REQUEST_HEADERS, errorEnvelopeSchema } from '@aviation-permits/domain/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_FAILURE_MESSAGE, PROBE_PATHS } from '../test-support/probe-routes.js';
import {
  accessContentToken,
  csrfCredentials,
  startTestApp,
  type CsrfCredentials,
  type TestAppHandle,
} from '../test-support/test-app.js';

// Every non-2xx answer is the one envelope, and bad input is never a 5xx.

let server: TestAppHandle;
let credentials: CsrfCredentials;

beforeAll(async () => {
  server = await startTestApp();
  credentials = await csrfCredentials(server.app, await accessContentToken(server.app));
});
afterAll(() => server.close());

function postEcho(payload: string, contentType = 'application/json') {
  return server.app.inject({
    method: 'POST',
    url: PROBE_PATHS.echo,
    cookies: credentials.cookies,
    headers: { ...credentials.headers, 'content-type': contentType },
    payload,
  });
}

describe('the error envelope', () => {
  it('lets a valid request through (the probe works)', async () => {
    const body = { applicant: { name: 'Tan Ah Kow' }, units: 3 };
    const response = await postEcho(JSON.stringify(body));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(body);
  });

  it('answers a request that fails validation 400 VALIDATION_ERROR, one entry per field', async () => {
    const response = await postEcho(JSON.stringify({ applicant: { name: '' }, units: 2.5 }));

    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json())).toEqual({
      status: 400,
      errorCodes: ERROR_CODES.validation,
      errors: [
        { field: 'applicant.name', errorMessage: 'Name is mandatory.' },
        { field: 'units', errorMessage: 'should be a number without decimal places' },
      ],
    });
  });

  it.each([
    ['malformed JSON', '{"applicant": '],
    ['an empty JSON body', ''],
  ])('answers %s with 400 and a detail', async (_case, payload) => {
    const response = await postEcho(payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 400,
      errorCodes: ERROR_CODES.badRequest,
      detail: 'The request body is not valid JSON.',
    });
  });

  it('answers a prototype-poisoning body with 400, not 500', async () => {
    const response = await postEcho('{"__proto__": {"admin": true}}');

    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).status).toBe(400);
  });

  it.each(['text/plain', 'application/xml', 'application/x-www-form-urlencoded'])(
    'answers a %s body with 415',
    async (contentType) => {
      const response = await postEcho('units=3', contentType);

      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        status: 415,
        errorCodes: ERROR_CODES.unsupportedMediaType,
        detail: `Content type ${contentType} is not accepted here.`,
      });
    },
  );

  it('answers a body over the limit with 413 and a detail naming the limit', async () => {
    const oversized = JSON.stringify({ applicant: { name: 'x'.repeat(1_100_000) }, units: 1 });
    const response = await postEcho(oversized);

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      status: 413,
      errorCodes: ERROR_CODES.payloadTooLarge,
      detail: 'The request is too large. The server accepts at most 1048576 bytes.',
    });
  });

  it('answers a crash with 500 and a generic detail, never the internals', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: PROBE_PATHS.failure,
      headers: credentials.headers,
    });

    expect(response.statusCode).toBe(500);
    expect(errorEnvelopeSchema.parse(response.json())).toEqual({
      status: 500,
      errorCodes: ERROR_CODES.internal,
      detail: 'Something went wrong on our side. Please try again later.',
      // The id of the log line support looks for (OPS-36).
      requestId: response.headers['x-request-id'],
    });
    expect(response.body).not.toContain(INTERNAL_FAILURE_MESSAGE);
  });

  it.each([
    ['GET', '/permits-service/v1/application/no-such-call'],
    ['POST', '/account-service/v1/no-such-call'],
    ['GET', '/login-service/no-such-call'],
    ['GET', '/map-service/v1/no-such-call'],
    ['GET', '/application-service-map-upload/v1/no-such-call'],
    ['GET', '/no-such-page'],
  ] as const)('answers %s %s (no such route) with the 404 envelope', async (method, url) => {
    const response = await server.app.inject({
      method,
      url,
      headers: { ...credentials.headers, accept: 'application/json' },
    });

    expect(response.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(response.json())).toMatchObject({
      status: 404,
      errorCodes: ERROR_CODES.notFound,
    });
  });

  it('answers an API path with 404 even when a browser asks for HTML', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/login-service/no-such-call',
      headers: { [REQUEST_HEADERS.accessContent]: 'x', accept: 'text/html' },
    });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errorCodes: ERROR_CODES.notFound });
  });
});
