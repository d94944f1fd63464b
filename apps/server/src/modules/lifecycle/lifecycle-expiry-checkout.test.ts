import { paymentRedirectPath } from '@aviation-permits/domain/payment';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/applications.js';
import { payments } from '../../db/schema/payments.js';
import { signInApplicant } from '../../test-support/application-test-client.js';
import { insertPayableApplication } from '../../test-support/payable-application.js';
import type { SignedInClient } from '../../test-support/signed-in-client.js';
import { startTestApp, type TestAppHandle } from '../../test-support/test-app.js';
import { testConfig } from '../../test-support/test-config.js';
import { LIFECYCLE_JOBS } from './lifecycle.module.js';

// LIFE-16 with the embedded sandbox gateway: an application waiting for payment whose activity
// starts is expired by the lifecycle job, and its open checkout is closed at the gateway, so the
// applicant can no longer pay on it (money that lands after all, at a gateway that cannot refuse
// it, is refunded: lifecycle-expiry-stripe.test.ts).

const config = testConfig({ JOBS: 'off' });
/** 09:00 in Singapore; each application's activity starts at 10:00 the same day. */
const BEFORE_START = new Date('2027-03-01T01:00:00Z');
/** 10:01 in Singapore. */
const AFTER_START = new Date('2027-03-01T02:01:00Z');
let clock = BEFORE_START;
let server: TestAppHandle;
let owner: SignedInClient;
let sequence = 0;

beforeAll(async () => {
  server = await startTestApp({ config, now: () => clock });
});
afterAll(() => server.close());
beforeEach(async () => {
  clock = BEFORE_START;
  sequence += 1;
  owner = await signInApplicant(server.app, server.db, `expiring.payer${sequence}@example.com`, {
    at: clock,
  });
});

/** Pending payment, its activity starting at 10:00 Singapore time on BEFORE_START's day. */
const placeWaitingForPayment = () =>
  insertPayableApplication(server.db, owner.accountId, { startsAt: ['2027-03-01', '10:00'] });

/** Proceed to Payment: the sandbox checkout's address. */
async function proceedToPayment(applicationId: string): Promise<string> {
  const response = await owner.request({ method: 'GET', url: paymentRedirectPath(applicationId) });
  expect(response.statusCode, response.body).toBe(303);
  return response.headers.location ?? '';
}

async function expireTwice() {
  clock = AFTER_START;
  await server.app.jobs.run(LIFECYCLE_JOBS.expire);
  await server.app.jobs.run(LIFECYCLE_JOBS.expire);
}

async function statusOf(applicationId: string) {
  const [row] = await server.db
    .select({ status: applications.status })
    .from(applications)
    .where(eq(applications.id, applicationId));
  return row?.status;
}

async function attemptsOf(applicationId: string) {
  return server.db.select().from(payments).where(eq(payments.applicationId, applicationId));
}

describe('an application expired while waiting for payment (LIFE-16)', () => {
  it('has its open checkout closed: the sandbox page says so and refuses Pay', async () => {
    const application = await placeWaitingForPayment();
    const checkoutUrl = await proceedToPayment(application.id);

    await expireTwice();

    expect(await statusOf(application.id)).toBe('EXPIRED');
    const [attempt] = await attemptsOf(application.id);
    expect(attempt?.status).toBe('CANCELLED');
    const page = await server.app.inject({ method: 'GET', url: checkoutUrl });
    expect(page.body).toContain('This payment page was closed');
    expect(page.body).toMatch(/value="pay" disabled/);
    const pay = await server.app.inject({
      method: 'POST',
      url: checkoutUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'choice=pay',
    });
    expect(pay.statusCode).toBe(409);
    expect(pay.body).toContain('the application can no longer be paid. No money was taken.');
    expect(await statusOf(application.id)).toBe('EXPIRED');
    expect((await attemptsOf(application.id)).map(({ status }) => status)).toEqual(['CANCELLED']);
  });

  it('cancels an attempt whose checkout is still being made, so that its redirect closes it unseen', async () => {
    const application = await placeWaitingForPayment();
    await server.db.insert(payments).values({
      applicationId: application.id,
      accountId: owner.accountId,
      gateway: 'sandbox',
      reference: application.reference,
      amountCents: 5_000,
      returnPage: 'dashboard',
    });

    await expireTwice();

    expect((await attemptsOf(application.id)).map(({ status }) => status)).toEqual(['CANCELLED']);
  });
});
