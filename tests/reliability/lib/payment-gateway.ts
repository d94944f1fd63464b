import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { connect, type AddressInfo } from 'node:net';
import path from 'node:path';
import { createServer } from 'node:tls';
import { promisify } from 'node:util';
import {
  startFakeStripe,
  stripeWebhook,
} from '@aviation-permits/server/src/test-support/fake-stripe.js';

// The stack's payment gateway (OPS-54). The stack runs Stripe (production refuses the sandbox)
// with placeholder keys, so no money can move through it; the suite stands in for Stripe's API
// with the server tests' fake (its shapes, errors and idempotency keys) behind TLS on loopback,
// since production sends Stripe's key over https only. The stack's instances trust the suite's
// certificate (NODE_EXTRA_CA_CERTS) and check notifications with the suite's webhook secret. The
// suite plays the payer: it pays a checkout and delivers the notification Stripe would send.

const run = promisify(execFile);

interface SignedNotification {
  body: Buffer;
  headers: Record<string, string>;
}

export interface PaymentGatewayStandIn {
  /** What the stack is started with: STACK_STRIPE_API_BASE_URL and the rest. */
  stackEnv: Record<string, string>;
  /** The checkout's return address (its success_url). */
  returnAddressOf(checkoutId: string): string;
  /** The payer pays the checkout; the signed `checkout.session.completed` Stripe would send. */
  pay(checkoutId: string): SignedNotification;
  close(): Promise<void>;
}

/** A self-signed certificate for 127.0.0.1, made with the machine's openssl. */
async function loopbackCertificate(folder: string): Promise<{ key: string; cert: string }> {
  await mkdir(folder, { recursive: true });
  const keyFile = path.join(folder, 'stripe-stand-in.key');
  const certFile = path.join(folder, 'stripe-stand-in.crt');
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-keyout',
    keyFile,
    '-out',
    certFile,
  ]);
  return { key: await readFile(keyFile, 'utf8'), cert: certFile };
}

export async function startPaymentGateway(folder: string): Promise<PaymentGatewayStandIn> {
  const { key, cert } = await loopbackCertificate(folder);
  const fake = await startFakeStripe();
  const fakePort = Number(new URL(fake.baseUrl).port);
  // TLS in front of the fake's plain HTTP; the instances keep their connections alive.
  const open = new Set<{ destroy(): void }>();
  const tls = createServer({ key, cert: await readFile(cert, 'utf8') }, (socket) => {
    const upstream = connect(fakePort, '127.0.0.1');
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
    socket.pipe(upstream).pipe(socket);
  });
  await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve));
  const { port } = tls.address() as AddressInfo;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;

  return {
    stackEnv: {
      STACK_STRIPE_API_BASE_URL: `https://127.0.0.1:${port}`,
      STACK_STRIPE_WEBHOOK_SECRET: webhookSecret,
      STACK_EXTRA_CA_CERTS: cert,
    },
    returnAddressOf(checkoutId) {
      const session = fake.sessions.get(checkoutId);
      if (!session) throw new Error(`No checkout ${checkoutId} at the stand-in`);
      return session.success_url;
    },
    pay(checkoutId) {
      const { rawBody, headers } = stripeWebhook(fake.pay(checkoutId), webhookSecret);
      return { body: rawBody, headers };
    },
    async close() {
      const closed = new Promise<void>((resolve) => tls.close(() => resolve()));
      for (const socket of open) socket.destroy();
      await closed;
      await fake.close();
    },
  };
}
