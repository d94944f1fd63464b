import { API_PATHS, ERROR_CODES, errorEnvelopeSchema } from '@aviation-permits/domain/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHEAP_HUMAN_CHECK } from '../../test-support/human-check-solver.js';
import { signInByEmail, type SignedInBrowser } from '../../test-support/email-sign-in.js';
import { startTestApp, type TestAppHandle } from '../../test-support/test-app.js';

// ERR-4: a multipart body that cannot be parsed (garbage, cut short, no boundary) is the caller's
// fault: 400 in the envelope, never the parser's 500.

let server: TestAppHandle;
let browser: SignedInBrowser;

beforeAll(async () => {
  server = await startTestApp({ humanCheck: CHEAP_HUMAN_CHECK });
  browser = await signInByEmail(server.app, 'multipart.tester@example.com');
});
afterAll(() => server.close());

const TRUNCATED = [
  '--x',
  'Content-Disposition: form-data; name="profile"',
  '',
  '{"name":"Tan"}',
  '--x',
  'Content-Disposition: form-data; name="documents"; filename="a.pdf"',
  'Content-Type: application/pdf',
  '',
  '%PDF-1.7 and then the connection',
].join('\r\n');

describe('a malformed multipart submission', () => {
  it.each([
    ['garbage', 'multipart/form-data; boundary=x', 'garbage'],
    ['a truncated body', 'multipart/form-data; boundary=x', TRUNCATED],
    ['no boundary', 'multipart/form-data', '--x\r\n\r\n--x--'],
    ['an empty body', 'multipart/form-data; boundary=x', ''],
  ])('answers %s 400 with the envelope', async (_case, contentType, payload) => {
    const response = await server.app.inject({
      method: 'POST',
      url: API_PATHS.profileSubmit,
      cookies: browser.cookies,
      headers: { ...browser.headers, 'content-type': contentType },
      payload,
    });

    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json())).toMatchObject({
      status: 400,
      errorCodes: ERROR_CODES.badRequest,
    });
  });
});
