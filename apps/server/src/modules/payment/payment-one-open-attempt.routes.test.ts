import {
  PAYMENT_MESSAGES,
  PAYMENT_OUTCOME_TOASTS,
  paymentLandingPath,
  paymentRedirectPath,
} from '@aviation-permits/domain/payment';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationEvents, applications } from '../../db/schema/applications.js';
import { payments } from '../../db/schema/payments.js';
import { signInApplicant } from '../../test-support/application-test-client.js';
import { insertPayableApplication } from '../../test-support/payable-application.js';
import type { SignedInClient } from '../../test-support/signed-in-client.js';
import { startTestApp, type TestAppHandle } from '../../test-support/test-app.js';
import { SANDBOX_ALREADY_PAID_NOTICE, SANDBOX_CLOSED_NOTICE } from './sandbox-checkout-page.js';

// PAY-15 with the sandbox gateway, which can refuse a payment before money moves: an application
// has one open payment attempt at most. A second Proceed to Payment (another tab, the back button,
// a double click) replaces the first, whose checkout the sandbox then refuses to pay; ten
// redirects at once leave one open attempt, and paying every checkout they handed out charges
// once. The database itself refuses a second open attempt.

let server: TestAppHandle;
let owner: SignedInClient;

beforeAll(async () => {
  server = await startTestApp();
  owner = await signInApplicant(server.app, server.db, 'two-tabs@example.com');
});
afterAll(() => server.close());

async function attemptsOf(applicationId: string) {
  return server.db.select().from(payments).where(eq(payments.applicationId, applicationId));
}

/** How many times money moved for the application: paid, or paid and given back. */
async function chargesOf(applicationId: string) {
  return (await attemptsOf(applicationId)).filter((attempt) =>
    ['PAID', 'REFUND_DUE', 'REFUNDED'].includes(attempt.status),
  );
}

async function expectPaidOnce(applicationId: string) {
  const [application] = await server.db
    .select({ status: applications.status })
    .from(applications)
    .where(eq(applications.id, applicationId));
  expect(application?.status).toBe('PROCESSING');
  expect(await chargesOf(applicationId)).toHaveLength(1);
  const events = await server.db
    .select()
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, applicationId));
  expect(events.filter((event) => event.actor === 'payment')).toHaveLength(1);
}

function redirect(applicationId: string) {
  return owner.request({ method: 'GET', url: paymentRedirectPath(applicationId) });
}

function pay(checkoutUrl: string) {
  return server.app.inject({
    method: 'POST',
    url: checkoutUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'choice=pay',
  });
}

describe('one open payment attempt per application', () => {
  it("PAY-15: two tabs, both paid: the first tab's checkout was closed by the second and refuses Pay; one charge", async () => {
    const application = await insertPayableApplication(server.db, owner.accountId);
    const firstTab = (await redirect(application.id)).headers.location ?? '';
    const secondTab = (await redirect(application.id)).headers.location ?? '';
    expect(secondTab).not.toBe(firstTab);
    expect((await attemptsOf(application.id)).map((attempt) => attempt.status).sort()).toEqual([
      'OPEN',
      'SUPERSEDED',
    ]);

    const page = await server.app.inject({ method: 'GET', url: firstTab });
    expect(page.body).toContain(SANDBOX_CLOSED_NOTICE);
    expect(page.body).toMatch(/value="pay" disabled/);

    const refused = await pay(firstTab);
    expect(refused.statusCode).toBe(409);
    expect(refused.headers['content-type']).toContain('text/html');
    expect(refused.body).toContain(SANDBOX_CLOSED_NOTICE);

    const paid = await pay(secondTab);
    expect(paid.statusCode).toBe(303);
    await expectPaidOnce(application.id);

    // Back in the first tab after paying: nothing more to pay, said on the portal's page (PAY-20).
    const again = await redirect(application.id);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe('/dashboard?payment=notPending');
    expect(PAYMENT_OUTCOME_TOASTS.notPending.message).toContain(PAYMENT_MESSAGES.notPendingPayment);
  });

  it('PAY-19: the paid checkout opened again (a reload, history) says "Already paid" and offers no Pay', async () => {
    const application = await insertPayableApplication(server.db, owner.accountId);
    const checkout = (await redirect(application.id)).headers.location ?? '';
    expect((await pay(checkout)).statusCode).toBe(303);

    const reopened = await server.app.inject({ method: 'GET', url: checkout });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.body).toContain(SANDBOX_ALREADY_PAID_NOTICE);
    expect(reopened.body).not.toMatch(/value="pay"/);
  });

  it('PAY-15: ten redirects at once leave one open attempt, and paying every checkout handed out charges once', async () => {
    const application = await insertPayableApplication(server.db, owner.accountId);
    const answers = await Promise.all(Array.from({ length: 10 }, () => redirect(application.id)));

    // Each is sent to a checkout, or to the portal's page saying a newer payment replaced its
    // own (PAY-25), never an envelope.
    const replaced = paymentLandingPath('dashboard', application.id, 'replaced');
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 303));
    const checkouts = answers.flatMap((answer) =>
      answer.headers.location === replaced ? [] : [answer.headers.location ?? ''],
    );
    expect(PAYMENT_OUTCOME_TOASTS.replaced.message).toBe(PAYMENT_MESSAGES.replacedByNewerPayment);
    expect(checkouts.length).toBeGreaterThan(0);
    const open = (await attemptsOf(application.id)).filter((attempt) => attempt.status === 'OPEN');
    expect(open).toHaveLength(1);

    const paid = await Promise.all(checkouts.map((checkout) => pay(checkout)));
    expect(paid.filter((answer) => answer.statusCode === 303)).toHaveLength(1);
    expect(paid.filter((answer) => answer.statusCode === 409)).toHaveLength(checkouts.length - 1);
    await expectPaidOnce(application.id);
  });

  it('PAY-15: the database refuses a second open attempt for one application', async () => {
    const application = await insertPayableApplication(server.db, owner.accountId);
    const attempt = {
      applicationId: application.id,
      accountId: owner.accountId,
      gateway: 'sandbox',
      reference: application.reference,
      amountCents: application.amountCents,
      returnPage: 'dashboard' as const,
    };
    await server.db.insert(payments).values(attempt);
    await expect(server.db.insert(payments).values(attempt)).rejects.toThrow();
    await server.db.insert(payments).values({ ...attempt, status: 'FAILED' });
    expect(await attemptsOf(application.id)).toHaveLength(2);
  });
});
