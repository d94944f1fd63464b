import { ACCOUNT_STATUSES } from '@aviation-permits/domain/account';
import { ERROR_CODES, REQUEST_HEADERS } from '@aviation-permits/domain/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountRepository } from '../platform/accounts/account.repository.js';
import { signInByEmail, type SignedInBrowser } from '../test-support/email-sign-in.js';
import { CHEAP_HUMAN_CHECK } from '../test-support/human-check-solver.js';
import { PROBE_PATHS } from '../test-support/probe-routes.js';
import { accessContentToken, startTestApp, type TestAppHandle } from '../test-support/test-app.js';

// ROUTE-20, SEC-14: a route with `config: { requireSession: true, requireStatus: 'ACTIVE' }` (the
// dashboard's calls) answers 401 without a session and 403 FORBIDDEN to a signed-in user of any
// other status. The probe route stands in for the dashboard calls.

let server: TestAppHandle;
let accessToken: string;
let browser: SignedInBrowser;

beforeAll(async () => {
  server = await startTestApp({ humanCheck: CHEAP_HUMAN_CHECK });
  accessToken = await accessContentToken(server.app);
  browser = await signInByEmail(server.app, 'status-guard@example.com');
});
afterAll(() => server.close());

async function withStatus(status: (typeof ACCOUNT_STATUSES)[number]): Promise<void> {
  const accounts = createAccountRepository(server.db);
  const accountId = (await probe(PROBE_PATHS.sessionOnly)).json<{ accountId: string }>().accountId;
  await server.db.transaction((tx) => accounts.setStatus(accountId, status, tx));
}

function probe(url: string, cookies: Record<string, string> = browser.cookies) {
  return server.app.inject({
    method: 'GET',
    url,
    cookies,
    headers: { [REQUEST_HEADERS.accessContent]: accessToken },
  });
}

describe("requireStatus: 'ACTIVE'", () => {
  it('answers an ACTIVE user', async () => {
    await withStatus('ACTIVE');
    const response = await probe(PROBE_PATHS.activeOnly);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ accountId: expect.any(String) });
  });

  it.each(ACCOUNT_STATUSES.filter((status) => status !== 'ACTIVE'))(
    'answers a signed-in %s user 403 FORBIDDEN in the envelope',
    async (status) => {
      await withStatus(status);
      const response = await probe(PROBE_PATHS.activeOnly);

      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ status: 403, errorCodes: ERROR_CODES.forbidden });
    },
  );

  it('answers a visitor without a session 401, as requireSession does', async () => {
    const response = await probe(PROBE_PATHS.activeOnly, {});

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 401, errorCodes: ERROR_CODES.unauthorized });
  });

  it('leaves routes with requireSession alone open to every status', async () => {
    await withStatus('SUBMITTED');

    expect((await probe(PROBE_PATHS.sessionOnly)).statusCode).toBe(200);
  });
});
