import { REDIRECT_PATHS } from '@aviation-permits/domain/http';
import { paymentRedirectPath } from '@aviation-permits/domain/payment';
import { eq } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxRepository } from '../../adapters/mail/outbox.repository.js';
import {
  SANDBOX_SIGNATURE_HEADER,
  sandboxSigningKey,
  signSandboxBody,
} from '../../adapters/payment/sandbox-signature.js';
import { applicationEvents, applications } from '../../db/schema/applications.js';
import { payments } from '../../db/schema/payments.js';
import { signInApplicant } from '../../test-support/application-test-client.js';
import { insertPayableApplication } from '../../test-support/payable-application.js';
import { pdfText } from '../../test-support/pdf-text.js';
import type { SignedInClient } from '../../test-support/signed-in-client.js';
import { startTestApp, type TestAppHandle } from '../../test-support/test-app.js';
import { testConfig } from '../../test-support/test-config.js';
import { PAYMENT_NOTIFICATION_PATH } from './payment-notification.routes.js';

// PAY-3 to PAY-14 through HTTP, with the embedded sandbox gateway: Proceed to Payment, the
// sandbox's checkout page and its signed notification, the return to the portal, idempotent
// notifications, refusals, and the receipt.

const config = testConfig({ LOG_LEVEL: 'warn' });
const logLines: string[] = [];
let server: TestAppHandle;
let owner: SignedInClient;
let stranger: SignedInClient;
const OWNER_EMAIL = 'payer@example.com';
const OWNER_NAME = 'Tan Mei Ling';

beforeAll(async () => {
  server = await startTestApp({
    config,
    logStream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    }),
  });
  owner = await signInApplicant(server.app, server.db, OWNER_EMAIL, { fullName: OWNER_NAME });
  stranger = await signInApplicant(server.app, server.db, 'stranger@example.com');
});
afterAll(() => server.close());

async function statusOf(applicationId: string) {
  const [row] = await server.db
    .select({ status: applications.status })
    .from(applications)
    .where(eq(applications.id, applicationId));
  return row?.status;
}

async function paymentEvents(applicationId: string) {
  const events = await server.db
    .select()
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, applicationId));
  return events.filter((event) => event.actor === 'payment');
}

async function attemptsOf(applicationId: string) {
  return server.db.select().from(payments).where(eq(payments.applicationId, applicationId));
}

/** Proceed to Payment: the checkout address the browser is sent to. */
async function proceedToPayment(
  applicationId: string,
  from: 'dashboard' | 'details' = 'dashboard',
) {
  const response = await owner.request({
    method: 'GET',
    url: paymentRedirectPath(applicationId, from),
  });
  expect(response.statusCode, response.body).toBe(303);
  return response.headers.location ?? '';
}

/** The payer's choice on the sandbox page; where the browser goes next. */
async function choose(checkoutUrl: string, choice: 'pay' | 'fail' | 'cancel') {
  const response = await server.app.inject({
    method: 'POST',
    url: checkoutUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `choice=${choice}`,
  });
  expect(response.statusCode, response.body).toBe(303);
  return response.headers.location ?? '';
}

async function landing(returnUrl: string) {
  const response = await owner.request({ method: 'GET', url: returnUrl });
  expect(response.statusCode, response.body).toBe(303);
  return response.headers.location;
}

function signedNotification(state: object, key = sandboxSigningKey(config.appSecret)) {
  const body = Buffer.from(JSON.stringify(state));
  return {
    method: 'POST' as const,
    url: PAYMENT_NOTIFICATION_PATH,
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(key, body),
    },
    payload: body,
  };
}

async function outboxFor(to: string) {
  return (await createOutboxRepository(server.db).list(500)).filter((mail) => mail.to === to);
}

describe('Proceed to Payment', () => {
  it('PAY-3, PAY-5: sends the applicant to the sandbox checkout, which shows authority, reference, amount and a QR picture', async () => {
    const application = await insertPayableApplication(server.db, owner.accountId, {
      amountCents: 12_345,
    });
    const checkoutUrl = await proceedToPayment(application.id);
    expect(checkoutUrl).toMatch(/^\/payment-sandbox\/checkout\/sbx_cs_/);

    const page = await server.app.inject({ method: 'GET', url: checkoutUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(config.portal.authorityName);
    expect(page.body).toContain(application.reference);
    expect(page.body).toContain('S$123.45');
    expect(page.body).toMatch(/<img src="data:image\/png;base64,[A-Za-z0-9+/=]+"/);
    expect(page.body).not.toContain('<script');
    for (const choice of ['pay', 'fail', 'cancel'])
      expect(page.body).toContain(`value="${choice}"`);

    const [attempt] = await attemptsOf(application.id);
    expect(attempt).toMatchObject({
      status: 'OPEN',
      amountCents: 12_345,
      reference: application.reference,
    });
  });

  it("PAY-14: another applicant's application answers 404 and starts nothing", async () => {
    const application = await insertPayableApplication(server.db, owner.accountId);
    const response = await stranger.request({
      method: 'GET',
      url: paymentRedirectPath(application.id),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, errorCodes: 'NOT_FOUND' });
    expect(await attemptsOf(application.id)).toEqual([]);
  });

  it('PAY-3, PAY-20: needs a session, and only an application pending payment goes to the gateway; any other lands on its page saying so', async () => {
    const processing = await insertPayableApplication(server.db, owner.accountId, {
      status: 'PROCESSING',
    });
    const anonymous = await server.app.inject({
      method: 'GET',
      url: paymentRedirectPath(processing.id),
    });
    expect(anonymous.statusCode).toBe(401);
    const refused = await owner.request({
      method: 'GET',
      url: paymentRedirectPath(processing.id, 'details'),
    });
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe(
      `/application/details?id=${processing.id}&payment=notPending`,
    );
    expect(await attemptsOf(processing.id)).toEqual([]);
  });
});

describe('paying in the sandbox', () => {
  it('PAY-5, PAY-9, PAY-12: Pay records the payment, moves the application to Processing once, e-mails the receipt and lands on the dashboard', async () => {
    const application = await insertPayableApplication(server.db, owner.accountId);
    const returnUrl = await choose(await proceedToPayment(application.id), 'pay');
    expect(returnUrl).toMatch(new RegExp(`^${REDIRECT_PATHS.paymentReturn}\\?paymentId=`));
    expect(await landing(returnUrl)).toBe('/dashboard?category=processing&payment=paid');

    expect(await statusOf(application.id)).toBe('PROCESSING');
    expect(await paymentEvents(application.id)).toMatchObject([
      { fromStatus: 'PENDING_PAYMENT', toStatus: 'PROCESSING', actor: 'payment' },
    ]);
    const [attempt] = await attemptsOf(application.id);
    expect(attempt?.status).toBe('PAID');
    expect(attempt?.gatewayPaymentId).toMatch(/^sbx_pay_/);

    const mails = (await outboxFor(OWNER_EMAIL)).filter((mail) =>
      mail.subject.includes(application.reference),
    );
    expect(mails).toHaveLength(1);
    const receipt = mails[0]?.attachments?.[0];
    expect(receipt?.contentType).toBe('application/pdf');
    expect(receipt?.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(receipt?.content ?? Buffer.alloc(0))).toContain(application.reference);
  });

  it.each([
    ['fail', 'failed', 'FAILED'],
    ['cancel', 'cancelled', 'CANCELLED'],
  ] as const)(
    'PAY-10: %s leaves the application pending payment and says so on return',
    async (choice, flag, status) => {
      const application = await insertPayableApplication(server.db, owner.accountId);
      const returnUrl = await choose(await proceedToPayment(application.id, 'details'), choice);
      expect(await landing(returnUrl)).toBe(
        `/application/details?id=${application.id}&payment=${flag}`,
      );
      expect(await statusOf(application.id)).toBe('PENDING_PAYMENT');
      expect(await paymentEvents(application.id)).toEqual([]);
      expect((await attemptsOf(application.id))[0]?.status).toBe(status);

      // The applicant may try again, and pay.
      const retried = await choose(await proceedToPayment(application.id), 'pay');
      expect(await landing(retried)).toBe('/dashboard?category=processing&payment=paid');
      expect(await statusOf(application.id)).toBe('PROCESSING');
    },
  );
});

describe('gateway notifications', () => {
  async function openAttempt() {
    const application = await insertPayableApplication(server.db, owner.accountId, {
      amountCents: 7_500,
    });
    const checkoutUrl = await proceedToPayment(application.id);
    const checkoutId = checkoutUrl.split('/').pop() ?? '';
    const paid = {
      checkoutId,
      outcome: 'paid',
      gatewayPaymentId: `sbx_pay_${checkoutId}`,
      amountCents: 7_500,
      currency: 'SGD',
      reference: application.reference,
    };
    return { application, paid };
  }

  it('PAY-7: a notification with a wrong signature is refused and changes nothing', async () => {
    const { application, paid } = await openAttempt();
    const forged = await server.app.inject(signedNotification(paid, 'not-the-key'));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ status: 400, errorCodes: 'BAD_REQUEST' });
    const unsigned = await server.app.inject({
      ...signedNotification(paid),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await statusOf(application.id)).toBe('PENDING_PAYMENT');
    expect((await attemptsOf(application.id))[0]?.status).toBe('OPEN');
  });

  it('PAY-8: the same notification 100 times at once records one payment, one transition and one e-mail', async () => {
    const { application, paid } = await openAttempt();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => server.app.inject(signedNotification(paid))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(100).fill(204));
    expect(await statusOf(application.id)).toBe('PROCESSING');
    expect(await paymentEvents(application.id)).toHaveLength(1);
    expect((await attemptsOf(application.id)).filter((row) => row.status === 'PAID')).toHaveLength(
      1,
    );
    const mails = (await outboxFor(OWNER_EMAIL)).filter((mail) =>
      mail.subject.includes(application.reference),
    );
    expect(mails).toHaveLength(1);
  });

  it.each([
    ['amount', { amountCents: 1 }],
    ['reference', { reference: 'AA-2026-999999' }],
    ['currency', { currency: 'USD' }],
  ])(
    'PAY-11: a notification whose %s does not match is refused and logged without personal data',
    async (_what, change) => {
      const { application, paid } = await openAttempt();
      logLines.length = 0;
      const answer = await server.app.inject(signedNotification({ ...paid, ...change }));
      expect(answer.statusCode).toBe(400);
      expect(await statusOf(application.id)).toBe('PENDING_PAYMENT');
      const logged = logLines.join('\n');
      expect(logged).toContain('does not match the attempt');
      expect(logged).not.toContain(application.reference);
      expect(logged).not.toContain(OWNER_EMAIL);
      expect(logged).not.toContain(OWNER_NAME);
    },
  );
});

describe('the receipt', () => {
  it('PAY-12: a paid application has a PDF receipt naming the reference, payer, amount and payment id', async () => {
    const application = await insertPayableApplication(server.db, owner.accountId, {
      amountCents: 10_000,
    });
    const url = `${REDIRECT_PATHS.paymentReceipt}?applicationId=${application.id}`;
    expect((await owner.request({ method: 'GET', url })).statusCode).toBe(404);

    await landing(await choose(await proceedToPayment(application.id), 'pay'));
    const response = await owner.request({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      `Receipt_${application.reference}.pdf`,
    );
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    const [attempt] = await attemptsOf(application.id);
    for (const fact of [
      application.reference,
      OWNER_NAME,
      'S$100.00',
      attempt?.gatewayPaymentId ?? '?',
    ]) {
      expect(text).toContain(fact);
    }

    // PAY-14: no one else downloads it.
    expect((await stranger.request({ method: 'GET', url })).statusCode).toBe(404);
  });
});
