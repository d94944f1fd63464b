import { API_PATHS, REDIRECT_PATHS } from '@aviation-permits/domain/http';
import { paymentRedirectPath } from '@aviation-permits/domain/payment';
import { type AccountStatus } from '@aviation-permits/domain/account';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/payments.js';
import { createAccountRepository } from '../../platform/accounts/account.repository.js';
import { signInApplicant } from '../../test-support/application-test-client.js';
import { insertPayableApplication } from '../../test-support/payable-application.js';
import { startTestApp, type TestAppHandle } from '../../test-support/test-app.js';

// PAY-17: paying is for ACTIVE accounts, as every application call is (APP-62). An applicant whose
// account an officer disabled, or one never approved, is refused by the redirect, the receipt and
// the second charges with 403 FORBIDDEN, even for an application of their own, and no attempt is
// started.

let server: TestAppHandle;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.close());

/** An applicant with an application pending payment, whose account then moves to `status`. */
async function applicantNow(status: AccountStatus) {
  const client = await signInApplicant(
    server.app,
    server.db,
    `${status.toLowerCase()}@example.com`,
  );
  const application = await insertPayableApplication(server.db, client.accountId);
  await server.db.transaction((tx) =>
    createAccountRepository(server.db).setStatus(client.accountId, status, tx),
  );
  return { client, application };
}

describe.each(['DISABLED', 'SUBMITTED'] as const)('a %s account', (status) => {
  it('PAY-17: is refused 403 FORBIDDEN by Proceed to Payment and starts no payment', async () => {
    const { client, application } = await applicantNow(status);
    const response = await client.request({
      method: 'GET',
      url: paymentRedirectPath(application.id),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: 403, errorCodes: 'FORBIDDEN' });
    const attempts = await server.db
      .select()
      .from(payments)
      .where(eq(payments.applicationId, application.id));
    expect(attempts).toEqual([]);
  });

  it.each([
    ['the receipt', REDIRECT_PATHS.paymentReceipt],
    ['the second charges', API_PATHS.paymentSecondCharges],
  ])('PAY-17: is refused 403 FORBIDDEN by %s', async (_what, path) => {
    const { client, application } = await applicantNow(status);
    const response = await client.request({
      method: 'GET',
      url: `${path}?applicationId=${application.id}`,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: 403, errorCodes: 'FORBIDDEN' });
  });
});
