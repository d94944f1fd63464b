// An application an officer can decide: an ACTIVE applicant's ship crossing, submitted through the
// form and paid in the sandbox from its details page (PAY-5), so it is Processing (OFF-18's queue).
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { ApplicationDetailsPage } from '../pages/application-details-page.js';
import { PaymentCheckoutPage } from '../pages/payment-checkout-page.js';
import type { PortalUnderTest } from './accounts-cli.js';
import { applyAndFollow, type ApplicationScenario } from './application-journey.js';

/** A submitted application as the tests name it: its id, its reference and its details page. */
export interface SubmittedApplication {
  id: string;
  reference: string;
  detailsPath: string;
}

/** Ship crossing: its fee is above 0, so it waits in Pending payment until it is paid. */
export function paidShipCrossing(name: string): ApplicationScenario {
  return {
    name,
    query: 'category=3',
    activity: {
      'Type of Activity': 'Crossing of a tall vessel',
      Venue: 'Keppel channel',
      Purpose: 'Delivery of a floating crane to Tuas',
      'Vessel Name': 'Harbour Star',
      Callsign: '9V5678',
      'Port or Point of Origin': 'Pasir Panjang Terminal',
      'Final Destination': 'Tuas',
      'Date of Vessel Movement': '{earliest}',
    },
    restoredField: 'Vessel Name',
    point: { latitude: '1.2644', longitude: '103.8300' },
  };
}

/** The application whose details page is open, as the page names it. */
export async function shownApplication(
  details: ApplicationDetailsPage,
): Promise<SubmittedApplication> {
  const id = new URL(details.page.url()).searchParams.get('id') ?? '';
  const reference = ((await details.value('Reference').textContent()) ?? '').trim();
  return { id, reference, detailsPath: ApplicationDetailsPage.pathOf(id) };
}

/** From its details page: Proceed to Payment, Pay in the sandbox, back to Processing. */
export async function payFromDetails(details: ApplicationDetailsPage): Promise<void> {
  const checkout = new PaymentCheckoutPage(details.page);
  await details.main
    .getByRole('region', { name: 'Payment' })
    .getByRole('link', { name: 'Proceed to Payment' })
    .click();
  await checkout.waitUntilShown();
  await checkout.choose('Pay');
  await details.waitForPath(ApplicationDetailsPage.path);
  // The status, not the "Payment received" toast, which payment.e2e.ts checks: a toast leaves after
  // a few seconds, and on a busy machine the page may show it and take it away before it is read.
  await expect
    .poll(() => details.value('Status').textContent(), { timeout: 30_000 })
    .toBe('Processing');
}

/**
 * A new ACTIVE applicant (`email`) applies through the form (`name` names the screenshots) and pays;
 * ends on the application's details page.
 */
export async function applyAndPay(
  page: Page,
  portal: PortalUnderTest,
  email: string,
  name: string,
): Promise<SubmittedApplication> {
  await applyAndFollow(page, portal, email, paidShipCrossing(name));
  const details = new ApplicationDetailsPage(page);
  const submitted = await shownApplication(details);
  await payFromDetails(details);
  return submitted;
}
