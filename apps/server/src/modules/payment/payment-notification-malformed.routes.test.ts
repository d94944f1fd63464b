import { PAYMENT_MESSAGES, paymentRedirectPath } from '@aviation-permits/domain/payment';
import { eq } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SANDBOX_SIGNATURE_HEADER,
  sandboxSigningKey,
  signSandboxBody,
} from '../../adapters/payment/sandbox-signature.js';
import { applicationEvents, applications } from '../../db/schema/applications.js';
import { payments } from '../../db/schema/payments.js';
import { signInApplicant } from '../../test-support/application-test-client.js';
import { insertPayableApplication } from '../../test-support/payable-application.js';
import type { SignedInClient } from '../../test-support/signed-in-client.js';
import {
  startStripeTestPortal,
  type StripeTestPortal,
} from '../../test-support/stripe-test-portal.js';
import { startTestApp, type TestAppHandle } from '../../test-support/test-app.js';
import { testConfig } from '../../test-support/test-config.js';
import { PAYMENT_NOTIFICATION_PATH } from './payment-notification.routes.js';

// PAY-16, with the sandbox gateway and with Stripe: a notification whose signature holds but whose
// body is not one the gateway sends (not JSON, {}, null, an unknown key, a gateway payment id
// already recorded for another attempt; for Stripe, a checkout event without its session) answers
// 400 in the envelope, is logged without the body or personal data, and changes nothing. A 5xx
// would have the gateway retry it for days.

const config = testConfig({ LOG_LEVEL: 'warn' });
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});
let server: TestAppHandle;
let owner: SignedInClient;
const OWNER_NAME = 'Lim Wei Jie';

beforeAll(async () => {
  server = await startTestApp({ config, logStream });
  owner = await signInApplicant(server.app, server.db, 'malformed@example.com', {
    fullName: OWNER_NAME,
  });
});
afterAll(() => server.close());

function signed(body: string) {
  const rawBody = Buffer.from(body);
  return server.app.inject({
    method: 'POST',
    url: PAYMENT_NOTIFICATION_PATH,
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(sandboxSigningKey(config.appSecret), rawBody),
    },
    payload: rawBody,
  });
}

/** An application with an open sandbox checkout, and the paid notification the sandbox would send. */
async function openCheckout() {
  const application = await insertPayableApplication(server.db, owner.accountId);
  const response = await owner.request({
    method: 'GET',
    url: paymentRedirectPath(application.id),
  });
  const checkoutId = response.headers.location?.split('/').pop() ?? '';
  const paid = {
    checkoutId,
    outcome: 'paid',
    gatewayPaymentId: `sbx_pay_${checkoutId}`,
    amountCents: application.amountCents,
    currency: 'SGD',
    reference: application.reference,
  };
  return { application, paid };
}

async function expectUnchanged(applicationId: string, db = server.db) {
  const [application] = await db
    .select({ status: applications.status })
    .from(applications)
    .where(eq(applications.id, applicationId));
  expect(application?.status).toBe('PENDING_PAYMENT');
  const attempts = await db
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.applicationId, applicationId));
  expect(attempts).toEqual([{ status: 'OPEN' }]);
  const events = await db
    .select()
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, applicationId));
  expect(events.filter((event) => event.actor === 'payment')).toEqual([]);
}

describe('a signed but malformed sandbox notification', () => {
  it.each([
    ['not JSON', () => 'outcome=paid'],
    ['{}', () => '{}'],
    ['null', () => 'null'],
    ['an unknown key', (paid: object) => JSON.stringify({ ...paid, payerName: OWNER_NAME })],
    ['an outcome it never sends', (paid: object) => JSON.stringify({ ...paid, outcome: 'won' })],
  ])(
    'PAY-16: %s answers 400 in the envelope, is logged without the body and changes nothing',
    async (_what, bodyOf) => {
      const { application, paid } = await openCheckout();
      logLines.length = 0;
      const answer = await signed(bodyOf(paid));
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ status: 400, errorCodes: 'BAD_REQUEST' });
      expect(answer.json<{ detail: string }>().detail).toMatch(/notification/);
      await expectUnchanged(application.id);
      const logged = logLines.join('\n');
      expect(logged).toContain('malformed');
      expect(logged).not.toContain(OWNER_NAME);
      expect(logged).not.toContain(application.reference);
    },
  );

  it('PAY-16: a gateway payment id already recorded for another attempt answers 400 and changes nothing', async () => {
    const first = await openCheckout();
    expect((await signed(JSON.stringify(first.paid))).statusCode).toBe(204);

    const second = await openCheckout();
    logLines.length = 0;
    const answer = await signed(
      JSON.stringify({ ...second.paid, gatewayPaymentId: first.paid.gatewayPaymentId }),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ status: 400, errorCodes: 'BAD_REQUEST' });
    await expectUnchanged(second.application.id);
    expect(logLines.join('\n')).toContain('already recorded');
  });
});

describe('a signed but malformed Stripe webhook', () => {
  let portal: StripeTestPortal;
  let payer: SignedInClient;
  beforeAll(async () => {
    portal = await startStripeTestPortal({ logStream, environment: { LOG_LEVEL: 'warn' } });
    payer = await signInApplicant(portal.server.app, portal.server.db, 'webhook@example.com', {
      fullName: OWNER_NAME,
    });
  });
  afterAll(() => portal.close());

  /** An application with an open Checkout Session, and Stripe's paid webhook for it. */
  async function openSession() {
    const application = await insertPayableApplication(portal.server.db, payer.accountId);
    const answer = await portal.proceedToPayment(payer, application.id);
    const sessionId = answer.headers.location?.split('/').pop() ?? '';
    const paid = JSON.parse(portal.stripe.pay(sessionId)) as {
      data: { object: Record<string, unknown> };
    };
    return { application, paid };
  }

  it.each([
    ['not JSON', () => 'type=checkout.session.completed'],
    ['{}', () => '{}'],
    ['null', () => 'null'],
    ['an unknown key alone', () => JSON.stringify({ payerName: OWNER_NAME })],
    [
      'checkout.session.completed without data.object',
      (paid: object) => JSON.stringify({ ...paid, data: {} }),
    ],
    [
      'a session without its id',
      (paid: { data: { object: object } }) =>
        JSON.stringify({ ...paid, data: { object: { ...paid.data.object, id: undefined } } }),
    ],
  ])(
    'PAY-16: %s answers 400 in the envelope, is logged without the body and changes nothing',
    async (_what, bodyOf) => {
      const { application, paid } = await openSession();
      logLines.length = 0;
      const answer = await portal.deliver(bodyOf(paid));
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({
        status: 400,
        errorCodes: 'BAD_REQUEST',
        detail: PAYMENT_MESSAGES.malformedNotification,
      });
      await expectUnchanged(application.id, portal.server.db);
      const logged = logLines.join('\n');
      expect(logged).toContain('malformed');
      expect(logged).not.toContain(OWNER_NAME);
      expect(logged).not.toContain(application.reference);
    },
  );

  it('PAY-16: a payment intent already recorded for another attempt answers 400 and changes nothing', async () => {
    const first = await openSession();
    expect((await portal.deliver(JSON.stringify(first.paid))).statusCode).toBe(204);

    const second = await openSession();
    const reused = {
      ...second.paid,
      data: {
        object: {
          ...second.paid.data.object,
          payment_intent: first.paid.data.object.payment_intent,
        },
      },
    };
    const answer = await portal.deliver(JSON.stringify(reused));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ detail: PAYMENT_MESSAGES.gatewayPaymentReused });
    await expectUnchanged(second.application.id, portal.server.db);
  });
});
