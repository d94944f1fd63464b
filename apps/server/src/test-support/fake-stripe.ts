import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

// A stand-in for Stripe's API on a random local port (STRIPE_API_BASE_URL), for the Stripe
// adapter's tests (PAY-15, PAY-18): Checkout Sessions (create, retrieve, expire) and refunds, in
// the shapes and with the errors Stripe answers, honouring idempotency keys as Stripe does. A test
// plays the payer with `pay`, which also gives the signed webhook Stripe would send, and makes
// calls fail on demand: a Stripe error answer (4xx card or invalid request, 5xx) or a dropped
// connection. The stack's Stripe stand-in (scripts/stack/stripe-stand-in.mjs, OPS-70) serves it
// with a checkout page of its own, at the address `checkoutBaseUrl` gives the sessions.

interface FakeStripeCall {
  method: string;
  path: string;
  /** The form-encoded parameters, flattened as Stripe encodes them (`metadata[paymentId]`). */
  params: Record<string, string>;
  idempotencyKey: string | undefined;
}

export type FakeStripeFailure =
  { status: number; type: string; code?: string; message: string } | 'network';

/** Stripe's own wording, to check that none of it reaches an applicant. */
export const STRIPE_ERROR_TEXT = {
  card: 'Your card was declined. (fake Stripe)',
  invalid: 'Invalid integer: unit_amount (fake Stripe)',
  api: 'An unknown error occurred on Stripe (fake Stripe)',
} as const;

export const STRIPE_FAILURES = {
  card: { status: 402, type: 'card_error', code: 'card_declined', message: STRIPE_ERROR_TEXT.card },
  invalidRequest: {
    status: 400,
    type: 'invalid_request_error',
    code: 'parameter_invalid_integer',
    message: STRIPE_ERROR_TEXT.invalid,
  },
  api: { status: 500, type: 'api_error', message: STRIPE_ERROR_TEXT.api },
  network: 'network',
} as const satisfies Record<string, FakeStripeFailure>;

interface FakeSession {
  id: string;
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string | null;
  client_reference_id: string | null;
  success_url: string;
  cancel_url: string;
  url: string | null;
}

export interface FakeStripe {
  /** For STRIPE_API_BASE_URL. */
  baseUrl: string;
  calls: FakeStripeCall[];
  sessions: ReadonlyMap<string, FakeSession>;
  /** Refunds made: payment intent → refund ids (one per distinct idempotency key). */
  refundsOf(paymentIntent: string): string[];
  /** Calls to `method path` (a prefix of the path) fail this way until `heal`. */
  fail(method: string, pathPrefix: string, failure: FakeStripeFailure): void;
  heal(): void;
  /**
   * The payer pays the session: complete and paid, with a PaymentIntent of its own, and the
   * `checkout.session.completed` webhook body Stripe would send. `evenIfExpired` plays a gateway
   * that cannot refuse: the money moves though the portal had expired the session.
   */
  pay(sessionId: string, options?: { evenIfExpired?: boolean }): string;
  close(): Promise<void>;
}

async function formOf(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

function answer(response: ServerResponse, status: number, body: object): void {
  response.writeHead(status, {
    'content-type': 'application/json',
    // As Stripe does for most errors: a retry would change nothing.
    ...(status >= 400 ? { 'stripe-should-retry': 'false' } : {}),
  });
  response.end(JSON.stringify(body));
}

function stripeError(
  status: number,
  error: { type: string; code?: string; message: string },
): [number, object] {
  return [status, { error }];
}

/** `checkoutBaseUrl`: where a session's checkout page is (its `url`); Stripe's shape if not given. */
export async function startFakeStripe(
  options: { checkoutBaseUrl?: string } = {},
): Promise<FakeStripe> {
  const checkoutBaseUrl = options.checkoutBaseUrl ?? 'https://checkout.stripe.test';
  const calls: FakeStripeCall[] = [];
  const sessions = new Map<string, FakeSession>();
  const refunds = new Map<string, string[]>();
  /** Idempotency key → the answer first given, replayed as Stripe replays it. */
  const replies = new Map<string, [number, object]>();
  const failures: { method: string; pathPrefix: string; failure: FakeStripeFailure }[] = [];
  let counter = 0;
  // Stripe never gives an id twice; nor do two fakes, whose ids may meet in one database (the
  // reliability suite's runs against a stack that keeps its database).
  const fake = randomBytes(4).toString('hex');
  const nextId = (prefix: string) =>
    `${prefix}_test_fake${fake}${String((counter += 1)).padStart(6, '0')}`;

  function createSession(params: Record<string, string>): [number, object] {
    const id = nextId('cs');
    const session: FakeSession = {
      id,
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: Number(params['line_items[0][price_data][unit_amount]']),
      currency: params['line_items[0][price_data][currency]'] ?? '',
      metadata: {
        paymentId: params['metadata[paymentId]'] ?? '',
        reference: params['metadata[reference]'] ?? '',
      },
      payment_intent: null,
      client_reference_id: params.client_reference_id ?? null,
      success_url: params.success_url ?? '',
      cancel_url: params.cancel_url ?? '',
      url: `${checkoutBaseUrl}/c/pay/${id}`,
    };
    sessions.set(id, session);
    return [200, session];
  }

  function missing(id: string): [number, object] {
    return stripeError(404, {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such checkout.session: '${id}'`,
    });
  }

  function route(method: string, path: string, params: Record<string, string>): [number, object] {
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(params);
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (method === 'POST' && expire?.[1]) {
      const session = sessions.get(expire[1]);
      if (!session) return missing(expire[1]);
      if (session.status !== 'open') {
        return stripeError(400, {
          type: 'invalid_request_error',
          message: `Only Checkout Sessions with a status in ["open"] can be expired.`,
        });
      }
      session.status = 'expired';
      session.url = null;
      return [200, session];
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && retrieve?.[1]) {
      const session = sessions.get(retrieve[1]);
      return session ? [200, session] : missing(retrieve[1]);
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = params.payment_intent ?? '';
      const paid = [...sessions.values()].some((session) => session.payment_intent === intent);
      if (!paid) {
        return stripeError(404, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such payment_intent: '${intent}'`,
        });
      }
      const id = nextId('re');
      refunds.set(intent, [...(refunds.get(intent) ?? []), id]);
      return [
        200,
        {
          id,
          object: 'refund',
          amount: Number(params.amount),
          payment_intent: intent,
          status: 'succeeded',
        },
      ];
    }
    return stripeError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path})`,
    });
  }

  const server = createServer((request, response) => {
    void (async () => {
      const method = request.method ?? 'GET';
      const path = new URL(request.url ?? '/', 'http://stripe').pathname;
      const params = await formOf(request);
      const header = request.headers['idempotency-key'];
      const idempotencyKey = typeof header === 'string' ? header : undefined;
      calls.push({ method, path, params, idempotencyKey });
      const failing = failures.find(
        (failure) => failure.method === method && path.startsWith(failure.pathPrefix),
      )?.failure;
      if (failing === 'network') {
        request.socket.destroy();
        return;
      }
      if (failing) {
        answer(response, ...stripeError(failing.status, failing));
        return;
      }
      // The client sends a key of its own on every POST; the portal's keys name the attempt.
      const remembered = idempotencyKey === undefined ? undefined : replies.get(idempotencyKey);
      const reply = remembered ?? route(method, path, params);
      if (idempotencyKey !== undefined && reply[0] < 400) replies.set(idempotencyKey, reply);
      answer(response, ...reply);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    calls,
    sessions,
    refundsOf: (paymentIntent) => refunds.get(paymentIntent) ?? [],
    fail(method, pathPrefix, failure) {
      failures.push({ method, pathPrefix, failure });
    },
    heal() {
      failures.length = 0;
    },
    pay(sessionId, { evenIfExpired = false } = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No fake session ${sessionId}`);
      if (session.status !== 'open' && !(evenIfExpired && session.status === 'expired')) {
        throw new Error(`The fake session ${sessionId} is ${session.status}`);
      }
      session.status = 'complete';
      session.payment_status = 'paid';
      session.payment_intent = nextId('pi');
      return JSON.stringify({
        id: nextId('evt'),
        object: 'event',
        type: 'checkout.session.completed',
        data: { object: session },
      });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // The Stripe client keeps its connections alive.
        server.closeAllConnections();
      }),
  };
}

/** A webhook body signed as Stripe signs it for the endpoint's secret. */
export function stripeWebhook(payload: string, secret: string) {
  return {
    rawBody: Buffer.from(payload),
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
  };
}
