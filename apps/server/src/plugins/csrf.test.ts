import { API_PATHS, ERROR_CODES, REQUEST_HEADERS } from '@aviation-permits/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBE_PATHS } from '../test-support/probe-routes.js';
import {
  accessContentToken,
  csrfCredentials,
  startTestApp,
  type CsrfCredentials,
  type TestAppHandle,
} from '../test-support/test-app.js';

// Every state-changing service call needs the token from GET /login-service/csrf-token, matched
// against the secret in the cookie that call set; otherwise 403 INVALID CSRF TOKEN.

const VALID_BODY = { applicant: { name: 'Tan Ah Kow' }, units: 1 };

let server: TestAppHandle;
let accessToken: string;
let credentials: CsrfCredentials;

beforeAll(async () => {
  server = await startTestApp();
  accessToken = await accessContentToken(server.app);
  credentials = await csrfCredentials(server.app, accessToken);
});
afterAll(() => server.close());

function postEcho(cookies: Record<string, string>, csrfToken: string | undefined) {
  return server.app.inject({
    method: 'POST',
    url: PROBE_PATHS.echo,
    cookies,
    headers: {
      [REQUEST_HEADERS.accessContent]: accessToken,
      ...(csrfToken === undefined ? {} : { [REQUEST_HEADERS.csrfToken]: csrfToken }),
    },
    payload: VALID_BODY,
  });
}

describe('CSRF protection', () => {
  it('hands out a token and sets its secret in an HttpOnly, SameSite=Strict cookie', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: API_PATHS.csrfToken,
      headers: { [REQUEST_HEADERS.accessContent]: accessToken },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ csrfToken: expect.any(String) });
    expect(response.cookies).toEqual([
      expect.objectContaining({ httpOnly: true, sameSite: 'Strict', path: '/' }),
    ]);
  });

  it('lets a state-changing call with the token and its cookie through', async () => {
    const response = await postEcho(
      credentials.cookies,
      credentials.headers[REQUEST_HEADERS.csrfToken],
    );

    expect(response.statusCode).toBe(200);
  });

  it('keeps one token valid for later calls (the client caches it)', async () => {
    const token = credentials.headers[REQUEST_HEADERS.csrfToken];
    expect((await postEcho(credentials.cookies, token)).statusCode).toBe(200);
    expect((await postEcho(credentials.cookies, token)).statusCode).toBe(200);
  });

  it.each([
    ['no token', () => [credentials.cookies, undefined] as const],
    ['a made-up token', () => [credentials.cookies, 'made-up-token'] as const],
    [
      'the token but no cookie',
      () => [{}, credentials.headers[REQUEST_HEADERS.csrfToken]] as const,
    ],
    [
      'a forged cookie',
      () => [{ 'csrf-secret': 'forged' }, credentials.headers[REQUEST_HEADERS.csrfToken]] as const,
    ],
  ])('refuses a state-changing call with %s: 403 INVALID CSRF TOKEN', async (_case, arrange) => {
    const [cookies, token] = arrange();
    const response = await postEcho(cookies, token);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 403, errorCodes: ERROR_CODES.invalidCsrf });
  });

  it("refuses another browser's token", async () => {
    const other = await csrfCredentials(server.app, accessToken);
    const response = await postEcho(credentials.cookies, other.headers[REQUEST_HEADERS.csrfToken]);

    // The other browser got its own secret, so its token does not match this cookie.
    expect(other.cookies['csrf-secret']).not.toBe(credentials.cookies['csrf-secret']);
    expect(response.statusCode).toBe(403);
  });

  it.each(['PUT', 'PATCH', 'DELETE'] as const)('is required for %s as well', async (method) => {
    const response = await server.app.inject({
      method,
      url: PROBE_PATHS.echo,
      headers: { [REQUEST_HEADERS.accessContent]: accessToken },
    });

    expect(response.json()).toMatchObject({ errorCodes: ERROR_CODES.invalidCsrf });
  });

  it('is not needed for reading calls', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: API_PATHS.status,
      headers: { [REQUEST_HEADERS.accessContent]: accessToken },
    });

    expect(response.statusCode).toBe(200);
  });
});
