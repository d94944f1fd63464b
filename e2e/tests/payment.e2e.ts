// PAY-3, PAY-5, PAY-9, PAY-10, PAY-12, PAY-19, PAY-20, APP-68, ROUTE-43: paying for an application in Chromium through the
// sandbox gateway: a cancelled or failed round trip leaves it waiting, a paid one moves it to
// Processing and gives a PDF receipt. Through the stack (OPS-70) the same journey pays at the
// Stripe stand-in's checkout, which has no QR picture and no Fail. One applicant and one application serve both paths: each e-mail sign-in
// costs a code, and the form takes a minute on a shared machine.
import { readFile } from 'node:fs/promises';
import { expect, inject, test } from 'vitest';
import { ApplicationDetailsPage } from '../pages/application-details-page.js';
import { DashboardPage } from '../pages/dashboard-page.js';
import { PaymentCheckoutPage } from '../pages/payment-checkout-page.js';
import { findAccessibilityViolations } from '../support/accessibility.js';
import { applyAndFollow } from '../support/application-journey.js';
import { useBrowserSession } from '../support/browser-session.js';
import { paidShipCrossing, shownApplication } from '../support/paid-application.js';
import { ARTIFACTS_DIR } from '../support/repository-paths.js';
import { uniqueEmail } from '../support/test-identities.js';
import '../support/provided-context.js';

const session = useBrowserSession();

/** The messages the portal shows on return (PAY-10), as a visitor reads them. */
const PAID_MESSAGE = /Payment received/;
const CANCELLED_MESSAGE = /payment was cancelled.*still pending payment/;
const FAILED_MESSAGE = /payment did not go through.*still pending payment/;
const NOT_PENDING_MESSAGE = /not waiting for payment.*No payment was started/;

test('an applicant cancels and fails a payment (still pending), then pays and downloads the receipt', async () => {
  const page = session.page;
  await applyAndFollow(
    page,
    { baseUrl: session.baseUrl, dataDir: inject('dataDir') },
    uniqueEmail('payment'),
    paidShipCrossing('payment'),
  );

  // The journey ends on the new application's details: Pending payment, with the amount due.
  const details = new ApplicationDetailsPage(page);
  const { id: applicationId, reference } = await shownApplication(details);
  expect(await details.value('Status').textContent()).toBe('Pending payment');
  const amountDue = (await details.value('Amount due').textContent()) ?? '';
  expect(amountDue).toMatch(/^S\$[1-9][\d,]*\.\d\d$/);
  const { authorityName } = await details.portalConfig();

  const dashboard = new DashboardPage(page);
  const checkout = new PaymentCheckoutPage(page);
  const pendingRow = () => dashboard.row(reference);
  const proceed = () =>
    pendingRow().getByRole('link', { name: `Proceed to Payment for ${reference}` });

  // Cancel: back on the dashboard with the message, still under Pending payment with its button.
  await dashboard.open('category=pendingPayment');
  await proceed().click();
  await checkout.waitUntilShown();
  expect(await checkout.authority.textContent()).toBe(authorityName);
  expect(await checkout.value('Reference').textContent()).toBe(reference);
  expect(await checkout.value('Amount').textContent()).toBe(amountDue);
  if (checkout.isSandbox) await checkout.qrCode.waitFor();
  expect.soft(await findAccessibilityViolations(page), 'gateway checkout').toEqual([]);
  await page.screenshot({ path: `${ARTIFACTS_DIR}payment-checkout.png`, fullPage: true });
  await checkout.choose('Cancel');

  await dashboard.waitForPath(DashboardPage.path);
  await dashboard.toast(CANCELLED_MESSAGE).waitFor();
  // The flag is gone from the address: a reload does not tell it again.
  expect(new URL(page.url()).searchParams.has('payment')).toBe(false);
  // It opens on the category the application is still under.
  expect(new URL(page.url()).searchParams.get('category')).toBe('pendingPayment');
  await dashboard.category('Pending payment').click();
  await proceed().waitFor();

  // Fail, started from the details page: back on that page with the message, still payable.
  const payment = details.main.getByRole('region', { name: 'Payment' });
  if (checkout.isSandbox) {
    await pendingRow().getByRole('link', { name: reference, exact: true }).click();
    await details.waitForPath(ApplicationDetailsPage.path);
    await payment.getByRole('link', { name: 'Proceed to Payment' }).click();
    await checkout.waitUntilShown();
    await checkout.choose('Fail');
    await details.waitForPath(ApplicationDetailsPage.path);
    await details.toast(FAILED_MESSAGE).waitFor();
    expect([...new URL(page.url()).searchParams.keys()]).toEqual(['id']);
    expect(await details.value('Status').textContent()).toBe('Pending payment');
    await payment.getByRole('link', { name: 'Proceed to Payment' }).waitFor();
  }

  // Pay: the paid message, and the application has moved from Pending payment to Processing.
  await dashboard.open('category=pendingPayment');
  await proceed().click();
  await checkout.waitUntilShown();
  const paidCheckoutUrl = page.url();
  await checkout.choose('Pay');
  await dashboard.waitForPath(DashboardPage.path);
  await dashboard.toast(PAID_MESSAGE).waitFor();
  expect(new URL(page.url()).searchParams.has('payment')).toBe(false);
  expect(new URL(page.url()).searchParams.get('category')).toBe('processing');
  await page.screenshot({ path: `${ARTIFACTS_DIR}payment-paid-dashboard.png` });
  await page.reload();
  await dashboard.waitUntilSettled();
  expect(await dashboard.toast(PAID_MESSAGE).count()).toBe(0);
  await dashboard.category('Pending payment').click();
  await dashboard.main.getByText('No applications here.').waitFor();
  expect(await pendingRow().count()).toBe(0);
  await dashboard.category('Processing').click();
  await dashboard.row(reference).waitFor();

  // PAY-19: the paid checkout opened again from the history says "Already paid", with no Pay.
  await page.goto(paidCheckoutUrl);
  await page.getByText(/^Already paid\./).waitFor();
  expect(await page.getByRole('button', { name: 'Pay' }).count()).toBe(0);
  expect(await findAccessibilityViolations(page)).toEqual([]);
  // PAY-20: Proceed to Payment's address again (from the history) lands on the dashboard with the
  // portal's message, never the error envelope's JSON.
  await page.goto(
    `${session.baseUrl}/permits-service/v1/payment/redirect?applicationId=${applicationId}&from=dashboard`,
  );
  await dashboard.waitForPath(DashboardPage.path);
  await dashboard.toast(NOT_PENDING_MESSAGE).waitFor();
  expect(await findAccessibilityViolations(page)).toEqual([]);
  // APP-68: the reference searched from the default tab opens the tab that has it, counted there.
  await dashboard.open();
  await dashboard.search(reference);
  await dashboard.row(reference).waitFor();
  expect(await dashboard.category('Processing').getAttribute('aria-current')).toBe('page');
  await expect
    .poll(() => dashboard.category('Processing').textContent())
    .toMatch(/1\s*application$/);
  expect(await findAccessibilityViolations(page)).toEqual([]);

  // Its details: Processing, the payment read-only, and the receipt as a PDF.
  await dashboard.row(reference).getByRole('link', { name: reference, exact: true }).click();
  await details.waitForPath(ApplicationDetailsPage.path);
  await details.value('Status').filter({ hasText: 'Processing' }).waitFor();
  await payment.getByText('The payment was received.').waitFor();
  expect(await payment.getByRole('link', { name: 'Proceed to Payment' }).count()).toBe(0);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    payment.getByRole('link', { name: 'Download receipt' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`Receipt_${reference}.pdf`);
  const receipt = await readFile(await download.path());
  expect(receipt.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}, 300_000);
