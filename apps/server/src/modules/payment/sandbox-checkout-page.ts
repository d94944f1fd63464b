import { formatMoney } from '@aviation-permits/domain/payment';
import QRCode from 'qrcode';
import type { SandboxCheckout } from '../../adapters/payment/sandbox-gateway.js';
import { escapeHtml } from '../../http/escape-html.js';

// The sandbox gateway's checkout page (PAY-5): the authority, the reference and the amount, a
// PayNow-style QR picture of the payment's payload, and Pay, Fail and Cancel. Plain HTML with one
// form and no script (the CSP forbids inline scripts): each button posts the payer's choice back.
// A checkout the portal closed (PAY-15, LIFE-16) says so, and its buttons are disabled. A paid one opened
// again (a reload, the browser's history) says "Already paid" and offers no buttons (PAY-19).

/** Why a closed checkout cannot be paid: a newer attempt replaced it (PAY-15), or it expired (LIFE-16). */
export const SANDBOX_CLOSED_NOTICE =
  'This payment page was closed: a newer payment was started for the same application, or the application can no longer be paid. No money was taken. Go back to the portal to see your application.';

/** What a paid checkout opened again says instead of offering Pay (PAY-19). */
export const SANDBOX_ALREADY_PAID_NOTICE =
  'Already paid. This payment went through; there is nothing more to pay. Go back to the portal to see your application.';

/** What the QR holds: a PayNow-like text a phone's banking app would read (the sandbox's own). */
function sandboxQrPayload(checkout: SandboxCheckout, authorityName: string): string {
  return [
    'PAYNOW-SANDBOX',
    `MERCHANT=${authorityName}`,
    `REF=${checkout.reference}`,
    `AMOUNT=${(checkout.amountCents / 100).toFixed(2)}`,
    `CURRENCY=${checkout.currency}`,
    `CHECKOUT=${checkout.checkoutId}`,
  ].join('|');
}

export async function sandboxCheckoutPage(
  checkout: SandboxCheckout,
  authorityName: string,
  formAction: string,
): Promise<string> {
  const qr = await QRCode.toDataURL(sandboxQrPayload(checkout, authorityName), {
    margin: 1,
    width: 220,
  });
  const amount = formatMoney({ currency: 'SGD', amountCents: checkout.amountCents });
  const settled = checkout.outcome !== 'open';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox payment - ${escapeHtml(authorityName)}</title>
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
<p class="notice">Sandbox gateway: no money moves. Choose how this payment ends.</p>
${checkout.closed ? `<p class="closed" role="alert">${escapeHtml(SANDBOX_CLOSED_NOTICE)}</p>` : ''}
<h1>${escapeHtml(authorityName)}</h1>
<dl>
<dt>Reference</dt><dd data-testid="reference">${escapeHtml(checkout.reference)}</dd>
<dt>Amount</dt><dd data-testid="amount">${escapeHtml(amount)}</dd>
</dl>
<img src="${qr}" width="220" height="220" alt="PayNow QR code for ${escapeHtml(checkout.reference)}, ${escapeHtml(amount)}">
${
  checkout.outcome === 'paid'
    ? `<p class="paid" role="status">${escapeHtml(SANDBOX_ALREADY_PAID_NOTICE)}</p>`
    : `<form method="post" action="${escapeHtml(formAction)}">
<div class="actions">
<button type="submit" name="choice" value="pay"${settled ? ' disabled' : ''}>Pay</button>
<button type="submit" name="choice" value="fail"${settled ? ' disabled' : ''}>Fail</button>
<button type="submit" name="choice" value="cancel"${settled ? ' disabled' : ''}>Cancel</button>
</div>
</form>`
}
</main>
</body>
</html>
`;
}
