// The stack's stand-in for Stripe (OPS-70), for the test suites only: the server tests' fake
// Stripe API (apps/server/src/test-support/fake-stripe.ts: Checkout Sessions, refunds, idempotency
// keys, Stripe's error shapes), served over HTTPS on loopback (production sends Stripe's key over
// https only) with the stack's stand-in certificate, which the instances trust through
// NODE_EXTRA_CA_CERTS and the e2e suite's Chromium by its public key. In front of the fake it
// serves what Stripe's hosted Checkout is to a payer: a session's `url` opens a plain page with the
// authority's name (the name a Stripe account shows), the reference and the amount, and Pay and
// Cancel. Pay completes the session, sends the signed `checkout.session.completed` webhook Stripe
// would send (Stripe's signature scheme with the stack's webhook secret) to the portal through
// nginx, and then sends the browser to the session's success_url; Cancel sends it to cancel_url,
// leaving the session open, as Stripe's back link does. A session the portal expired says so and
// takes no payment; a paid one opened again says "Already paid" and offers no Pay. Sessions live
// in memory: a stand-in started again knows none, which the portal reads as cancelled. It listens
// on loopback only: anyone who reaches it can pay anything.
//
//   STRIPE_STAND_IN_WEBHOOK_URL=… STRIPE_STAND_IN_WEBHOOK_SECRET=… STRIPE_STAND_IN_ACCOUNT_NAME=… \
//     node scripts/stack/stripe-stand-in.mjs <port> <key file> <certificate file>
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:https';
import { formatMoney } from '@aviation-permits/domain/payment';
import { tsImport } from 'tsx/esm/api';

const [portArgument, keyFile, certificateFile] = process.argv.slice(2);
const port = Number(portArgument);
const webhookUrl = process.env.STRIPE_STAND_IN_WEBHOOK_URL;
const webhookSecret = process.env.STRIPE_STAND_IN_WEBHOOK_SECRET;
const accountName = process.env.STRIPE_STAND_IN_ACCOUNT_NAME || 'Civil Aviation Authority';
if (!Number.isInteger(port) || !keyFile || !certificateFile || !webhookUrl || !webhookSecret) {
  console.error(
    'usage: STRIPE_STAND_IN_WEBHOOK_URL=… STRIPE_STAND_IN_WEBHOOK_SECRET=… ' +
      'node scripts/stack/stripe-stand-in.mjs <port> <key file> <certificate file>',
  );
  process.exit(2);
}

// The fake is TypeScript of the server's tests: loaded through tsx, as the suites load it.
const { startFakeStripe, stripeWebhook } = await tsImport(
  '../../apps/server/src/test-support/fake-stripe.ts',
  import.meta.url,
);

/** The address the stand-in is reached at, which the sessions' checkout pages carry. */
const ORIGIN = `https://localhost:${port}`;
const CHECKOUT_PATH = /^\/c\/pay\/([^/]+)$/;
const fake = await startFakeStripe({ checkoutBaseUrl: ORIGIN });
const fakeAddress = new URL(fake.baseUrl);

// The sandbox checkout's words (sandbox-checkout-page.ts), so a payer reads the same, and the
// server's own escaping.
const { SANDBOX_CLOSED_NOTICE: CLOSED_NOTICE, SANDBOX_ALREADY_PAID_NOTICE: ALREADY_PAID_NOTICE } =
  await tsImport('../../apps/server/src/modules/payment/sandbox-checkout-page.ts', import.meta.url);
const { escapeHtml } = await tsImport('../../apps/server/src/http/escape-html.ts', import.meta.url);

function checkoutPage(session) {
  const amount = formatMoney({
    currency: session.currency.toUpperCase(),
    amountCents: session.amount_total,
  });
  const paid = session.status === 'complete';
  const closed = session.status === 'expired';
  let ending = `<form method="post">
<div class="actions">
<button type="submit" name="choice" value="pay">Pay</button>
<button type="submit" name="choice" value="cancel">Cancel</button>
</div>
</form>`;
  if (paid) ending = `<p class="paid" role="status">${escapeHtml(ALREADY_PAID_NOTICE)}</p>`;
  if (closed) ending = `<p class="closed" role="alert">${escapeHtml(CLOSED_NOTICE)}</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay ${escapeHtml(accountName)} - Stripe stand-in</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
.notice { background: #fff4ce; border: 1px solid #c9a400; padding: 0.5rem 0.75rem; }
.closed { background: #fde7e9; border: 1px solid #b00020; padding: 0.5rem 0.75rem; }
.paid { background: #e6f4ea; border: 1px solid #1e7b34; padding: 0.5rem 0.75rem; font-weight: 600; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; }
dt { font-weight: 600; }
.actions { display: flex; gap: 0.5rem; margin-top: 1rem; }
button { font-size: 1rem; padding: 0.5rem 1rem; cursor: pointer; }
</style>
</head>
<body>
<main>
<p class="notice">Stripe stand-in for the test suites: no money moves.</p>
<h1>${escapeHtml(accountName)}</h1>
<dl>
<dt>Reference</dt><dd>${escapeHtml(String(session.metadata.reference ?? ''))}</dd>
<dt>Amount</dt><dd>${escapeHtml(amount)}</dd>
</dl>
${ending}
</main>
</body>
</html>
`;
}

function sendPage(response, status, html) {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(html);
}

function redirect(response, location) {
  response.writeHead(303, { location, 'cache-control': 'no-store' });
  response.end();
}

async function formOf(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Stripe's webhook to the portal's endpoint, signed with the endpoint's secret. */
async function deliverWebhook(sessionId, payload) {
  const { rawBody, headers } = stripeWebhook(payload, webhookSecret);
  try {
    const answer = await fetch(webhookUrl, { method: 'POST', headers, body: rawBody });
    console.log(`checkout ${sessionId} paid: the webhook was answered ${answer.status}`);
  } catch (error) {
    // The browser's return still settles it: the portal then asks for the session.
    console.log(`checkout ${sessionId} paid: the webhook was not delivered (${error.message})`);
  }
}

async function checkout(request, response, sessionId) {
  const session = fake.sessions.get(sessionId);
  if (!session) {
    sendPage(
      response,
      404,
      '<!doctype html><html lang="en"><title>No such checkout</title><main><h1>No such checkout</h1></main></html>',
    );
    return;
  }
  if (request.method !== 'POST') {
    sendPage(response, 200, checkoutPage(session));
    return;
  }
  const choice = (await formOf(request)).get('choice');
  const successUrl = session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
  if (choice === 'cancel' && session.status === 'open') {
    redirect(response, session.cancel_url);
    return;
  }
  if (choice === 'pay' && session.status === 'open') {
    await deliverWebhook(session.id, fake.pay(session.id));
    redirect(response, successUrl);
    return;
  }
  // A second click after the first paid goes where the first went; an expired session says so.
  if (session.status === 'complete') redirect(response, successUrl);
  else sendPage(response, 409, checkoutPage(session));
}

/** Stripe's API: the fake answers it, over plain HTTP on loopback behind this server's TLS. */
function forward(request, response) {
  const upstream = httpRequest(
    {
      host: fakeAddress.hostname,
      port: fakeAddress.port,
      method: request.method,
      path: request.url,
      headers: request.headers,
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  // The fake drops a connection on demand (a network failure): so does the stand-in.
  upstream.on('error', () => request.socket.destroy());
  request.pipe(upstream);
}

const server = createServer(
  { key: readFileSync(keyFile), cert: readFileSync(certificateFile) },
  (request, response) => {
    const { pathname } = new URL(request.url ?? '/', ORIGIN);
    const checkoutId = CHECKOUT_PATH.exec(pathname)?.[1];
    if (pathname === '/healthz') {
      response.end('ok');
    } else if (checkoutId !== undefined) {
      checkout(request, response, checkoutId).catch((error) => {
        console.log(`checkout page failed: ${error.message}`);
        if (!response.headersSent) sendPage(response, 500, 'The stand-in failed.');
        else response.destroy();
      });
    } else {
      forward(request, response);
    }
  },
).listen(port, '127.0.0.1', () => console.log(`Stripe stand-in on ${ORIGIN}`));

const stop = () => {
  server.close(() => fake.close().then(() => process.exit(0)));
  server.closeAllConnections();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
