// ROUTE-43: every step of the application form can be completed with the keyboard alone. An ACTIVE
// applicant answers each step, from the first to the confirmation after submission, with Tab,
// typing, arrow keys in a select, and Space or Enter on buttons, checkboxes and the file input:
// no click, fill, check or selectOption on the form. Each control is reached with Tab (tabTo
// fails, naming it, when Tab never gets there) before it is answered.
//
// Category 4 with kite flying asks the fewest answers of all (the type, the venue and the purpose;
// its own fields are optional) and still has all six steps; the type is chosen in the form, with
// the arrow keys. axe already runs on every step of this category in
// applications-aerial-activities.e2e.ts, so it is not repeated here.
import { expect, inject, test } from 'vitest';
import { ApplicationFormPage, MAX_TABS_ACROSS_PAGE } from '../pages/application-form-page.js';
import { MapPanel } from '../pages/map-panel.js';
import { SITE_PLAN_PDF } from '../support/application-journey.js';
import { useBrowserSession } from '../support/browser-session.js';
import { signInAsActiveUser } from '../support/journeys.js';
import { hasFocus, tabTo } from '../support/keyboard.js';
import { LOCATION_MAP_NAME } from '../support/location-step.js';
import { ARTIFACTS_DIR } from '../support/repository-paths.js';
import { uniqueEmail } from '../support/test-identities.js';
import '../support/provided-context.js';

const session = useBrowserSession();

/** The operator's address comes from the lookup a second or two after Enter, on a busy machine. */
const POLL = { timeout: 20_000 };

test('ROUTE-43: an ACTIVE applicant completes and submits a whole application with the keyboard alone', async () => {
  const { page } = session;
  await signInAsActiveUser(
    page,
    { baseUrl: session.baseUrl, dataDir: inject('dataDir') },
    uniqueEmail('apply-keyboard'),
  );
  const form = new ApplicationFormPage(page);
  await form.open('category=4');
  const earliest = await form.earliestStartDate();

  // Step 1: from the top of the page to the type (chosen with the arrow keys), then the answers.
  await tabTo(form.field('Type of Activity'), '"Type of Activity"', MAX_TABS_ACROSS_PAGE);
  await form.fillByKeyboard({
    'Type of Activity': 'Kite Flying/Parasailing',
    Venue: 'Marina Barrage',
    Purpose: 'Kite festival',
    'Number of Kites (optional)': '12',
  });
  expect(await form.field('Venue').inputValue()).toBe('Marina Barrage');
  await form.nextByKeyboard();

  // Step 2: a date and time row, its dates and times typed part by part.
  await form.fillByKeyboard(
    { 'Start Date': earliest, 'End Date': earliest, 'Start Time': '10:00', 'End Time': '12:00' },
    form.dateTimeRow(1),
  );
  await form.nextByKeyboard();

  // Step 3: once the map is drawn, past its own controls to the typed coordinates (MAP-5), then
  // "Show on map".
  await new MapPanel(page, LOCATION_MAP_NAME).region.waitFor();
  await form.typePointByKeyboard({ latitude: '1.2806', longitude: '103.8707' });
  await form.main.getByText(/^Point at latitude/).waitFor();
  await form.nextByKeyboard();

  // Step 4: the operator, its address by "Retrieve Address" (APP-21), the safety personnel.
  await form.fillByKeyboard({
    'Operator Company Name': 'Skyline Events Pte Ltd',
    'Postal Code': '018956',
  });
  await form.retrieveAddressByKeyboard();
  await expect.poll(() => form.field('Street Name').inputValue(), POLL).toBe('BAYFRONT AVENUE');
  await form.fillByKeyboard({
    'Safety Measures': 'Marshals on site and a cordon around the area.',
  });
  await form.fillPersonByKeyboard('Primary Safety Personnel', {
    name: 'Tan Ah Kow',
    phone: '91234567',
    email: 'tan@example.com',
  });
  await form.fillPersonByKeyboard('Secondary Safety Personnel', {
    name: 'Lim Mei Ling',
    phone: '98765432',
    email: 'lim@example.com',
  });
  await form.nextByKeyboard();

  // Step 5: the file input opened with Space and the browser's chooser answered uploads the file (APP-65).
  await form.uploadByKeyboard(SITE_PLAN_PDF);
  await form.nextByKeyboard();

  // Step 6: the two declarations ticked with Space, then Enter on "Submit".
  await form.declareByKeyboard();
  const declarations = await form.main.getByRole('checkbox').all();
  expect(declarations).toHaveLength(2);
  for (const box of declarations) expect(await box.isChecked()).toBe(true);
  await form.submitByKeyboard();

  // The confirmation names the reference and takes the focus, so it is read out (APP-49).
  const reference = await form.submittedReference();
  expect(reference).toMatch(/^AA-\d{4}-\d{6}$/);
  expect(
    await hasFocus(form.confirmation.getByRole('heading', { name: 'Application submitted' })),
  ).toBe(true);
  await page.screenshot({ path: `${ARTIFACTS_DIR}applications-keyboard-submitted.png` });
}, 240_000);
