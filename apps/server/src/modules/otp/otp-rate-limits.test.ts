import { API_PATHS } from '@aviation-permits/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHEAP_HUMAN_CHECK, solvedHumanCheck } from '../../test-support/human-check-solver.js';
import {
  accessContentToken,
  csrfCredentials,
  startTestApp,
  type CsrfCredentials,
  type TestAppHandle,
} from '../../test-support/test-app.js';
import { testConfig } from '../../test-support/test-config.js';

// OTP requests and checks are limited per client address (SIGN_IN_RATE_LIMIT_PER_CLIENT in 15
// minutes). The limits per e-mail address, which must never lock its owner out, are in
// otp-lockout.test.ts.

const PER_CLIENT = 3;

let server: TestAppHandle;
let accessToken: string;
let browser: CsrfCredentials;

beforeAll(async () => {
  server = await startTestApp({
    config: testConfig({ SIGN_IN_RATE_LIMIT_PER_CLIENT: String(PER_CLIENT) }),
    humanCheck: CHEAP_HUMAN_CHECK,
  });
  accessToken = await accessContentToken(server.app);
  browser = await csrfCredentials(server.app, accessToken);
});
afterAll(() => server.close());

function verify(email: string, remoteAddress: string) {
  return server.app.inject({
    method: 'POST',
    url: API_PATHS.otpVerify,
    remoteAddress,
    cookies: browser.cookies,
    headers: browser.headers,
    payload: { email, otp: '000000' },
  });
}

describe('the sign-in rate limits', () => {
  it('answers a client 429 after its OTP requests exceed the limit', async () => {
    const statuses: number[] = [];
    for (let index = 0; index <= PER_CLIENT; index += 1) {
      const response = await server.app.inject({
        method: 'POST',
        url: API_PATHS.otpRequest,
        remoteAddress: '10.2.0.1',
        cookies: browser.cookies,
        headers: { ...browser.headers, ...(await solvedHumanCheck(server.app, accessToken)) },
        payload: { email: `limited.${index}@example.com` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
  });

  it('answers a client 429 after its checks exceed the limit, others still get through', async () => {
    const statuses: number[] = [];
    for (let index = 0; index <= PER_CLIENT; index += 1) {
      statuses.push((await verify(`checker.${index}@example.com`, '10.2.0.2')).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    const other = await verify('checker.0@example.com', '10.2.0.3');
    expect(other.statusCode).toBe(400);
  });
});
