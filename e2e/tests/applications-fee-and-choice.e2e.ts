// APP-70 in Chromium: the review step says the fee from the server's schedule and, for a vessel
// the Enquiry Tool's rules do not require a permit for, asks the applicant to confirm applying and
// paying anyway before Submit goes through; axe checks the refused state.
import { expect, inject, test } from 'vitest';
import { ApplicationFormPage } from '../pages/application-form-page.js';
import { findAccessibilityViolations } from '../support/accessibility.js';
import { fillToReview } from '../support/application-journey.js';
import { useBrowserSession } from '../support/browser-session.js';
import { uniqueEmail } from '../support/test-identities.js';
import '../support/provided-context.js';

const session = useBrowserSession();

test('APP-70: a ship crossing that needs no permit is submitted only once the applicant confirms', async () => {
  const { page } = session;
  await fillToReview(
    page,
    { baseUrl: session.baseUrl, dataDir: inject('dataDir') },
    uniqueEmail('apply-no-permit'),
    {
      name: 'ship-crossing-no-permit',
      query: 'category=3',
      activity: {
        'Type of Activity': 'Crossing of a small vessel',
        Venue: 'Changi East channel',
        Purpose: 'Delivery of supplies',
        'Vessel Name': 'Little Tern',
        Callsign: '9V5678',
        'Vessel Height (m) (optional)': '20',
        'Port or Point of Origin': 'Pasir Panjang Terminal',
        'Final Destination': 'Batam',
        'Date of Vessel Movement': '{earliest}',
      },
      restoredField: 'Vessel Name',
      point: { latitude: '1.3644', longitude: '104.0300' },
    },
  );
  const form = new ApplicationFormPage(page);
  await form.main.getByText('You will be asked to pay S$50.00 next.').waitFor();
  await form.main.getByText(/your activity does not need a permit/).waitFor();
  const confirm = form.main.getByRole('checkbox', { name: /still want to apply and pay/ });

  // The declarations only: the confirmation left unticked.
  const declarations = form.main.getByRole('group', { name: 'Declarations' }).getByRole('checkbox');
  for (const box of await declarations.all()) await box.check();
  await form.submitButton.click();

  await form.main
    .getByText('Confirm that you still want to apply, or leave the application as a draft.')
    .first()
    .waitFor();
  expect(await form.confirmation.count()).toBe(0);
  expect(await findAccessibilityViolations(page), 'refused').toEqual([]);

  await confirm.check();
  await form.submitButton.click();
  expect(await form.submittedReference()).toMatch(/^SC-\d{4}-\d{6}$/);
}, 240_000);
