import {
  ANONYMOUS_SESSION,
  API_PATHS,
  REQUEST_HEADERS,
  userSessionSchema,
} from '@aviation-permits/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessContentToken,
  startTestApp,
  type TestAppHandle,
} from '../../test-support/test-app.js';

// Until sign-in exists (issue 3), every visitor is anonymous.

let server: TestAppHandle;
let headers: Record<string, string>;

beforeAll(async () => {
  server = await startTestApp();
  headers = { [REQUEST_HEADERS.accessContent]: await accessContentToken(server.app) };
});
afterAll(() => server.close());

describe('the login service', () => {
  it('answers the status call with the anonymous session, not to be cached', async () => {
    const response = await server.app.inject({ method: 'GET', url: API_PATHS.status, headers });

    expect(response.statusCode).toBe(200);
    expect(userSessionSchema.parse(response.json())).toEqual(ANONYMOUS_SESSION);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers logout with 204 and no body', async () => {
    const response = await server.app.inject({ method: 'GET', url: API_PATHS.logout, headers });

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });
});
