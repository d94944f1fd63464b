import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSignInPage, type SignInPage } from '../../test-support/email-sign-in.js';
import { CHEAP_HUMAN_CHECK } from '../../test-support/human-check-solver.js';
import { startTestApp, type TestAppHandle } from '../../test-support/test-app.js';
import { testConfig } from '../../test-support/test-config.js';

// OTP requests and checks are limited per client address (SIGN_IN_RATE_LIMIT_PER_CLIENT in 15
// minutes). The limits per e-mail address, which must never lock its owner out, are in
// otp-lockout.test.ts.

const PER_CLIENT = 3;

let server: TestAppHandle;
let page: SignInPage;

beforeAll(async () => {
  server = await startTestApp({
    config: testConfig({ SIGN_IN_RATE_LIMIT_PER_CLIENT: String(PER_CLIENT) }),
    humanCheck: CHEAP_HUMAN_CHECK,
  });
  page = await openSignInPage(server.app);
});
afterAll(() => server.close());

describe('the sign-in rate limits', () => {
  it('answers a client 429 after its OTP requests exceed the limit', async () => {
    const statuses: number[] = [];
    for (let index = 0; index <= PER_CLIENT; index += 1) {
      const response = await page.requestCode(`limited.${index}@example.com`, '10.2.0.1');
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
  });

  it('answers a client 429 after its checks exceed the limit, others still get through', async () => {
    const statuses: number[] = [];
    for (let index = 0; index <= PER_CLIENT; index += 1) {
      statuses.push(
        (await page.verifyCode(`checker.${index}@example.com`, '000000', '10.2.0.2')).statusCode,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    const other = await page.verifyCode('checker.0@example.com', '000000', '10.2.0.3');
    expect(other.statusCode).toBe(400);
  });
});
