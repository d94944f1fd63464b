// APP-6: the category and the activity type come from /home or are chosen in the form. Opened
// without a category in the address, /apply/permit shows a chooser in place of the form: a link
// for each category (APP-4) and, for Aerial Activities, one for each activity type (APP-5).
// Choosing one starts that category's form, with the type already chosen.
import { expect, inject, test } from 'vitest';
import { ApplicationFormPage } from '../pages/application-form-page.js';
import { useBrowserSession } from '../support/browser-session.js';
import { signInAsActiveUser } from '../support/journeys.js';
import { AERIAL_ACTIVITY_TYPES, APPLICATION_CATEGORIES } from '../support/spec-expectations.js';
import { uniqueEmail } from '../support/test-identities.js';
import '../support/provided-context.js';

const session = useBrowserSession();

const [AERIAL_PHOTOGRAPHY, CRANES, SHIP_CROSSING, AERIAL_ACTIVITIES] = APPLICATION_CATEGORIES;

test('APP-6: /apply/permit without a category offers every category and type, and a choice starts its form', async () => {
  const { page } = session;
  await signInAsActiveUser(
    page,
    { baseUrl: session.baseUrl, dataDir: inject('dataDir') },
    uniqueEmail('apply-chooser'),
  );
  const form = new ApplicationFormPage(page);
  await form.openChooser();

  // No form yet: only the choice. Categories 1 to 3 are links; category 4 names its types.
  expect(await form.stepHeading.count()).toBe(0);
  const { chooser } = form;
  for (const { name } of [AERIAL_PHOTOGRAPHY, CRANES, SHIP_CROSSING]) {
    expect.soft(await chooser.getByRole('link', { name, exact: true }).count(), name).toBe(1);
  }
  expect.soft(await chooser.getByText(AERIAL_ACTIVITIES.name, { exact: true }).count()).toBe(1);
  for (const { label } of AERIAL_ACTIVITY_TYPES) {
    expect
      .soft(await chooser.getByRole('link', { name: label, exact: true }).count(), label)
      .toBe(1);
  }

  // A category: its form's first step, with its own fields.
  await chooser.getByRole('link', { name: SHIP_CROSSING.name, exact: true }).click();
  await form.stepHeading.waitFor();
  expect(await form.stepNumber()).toBe(1);
  expect(new URL(page.url()).searchParams.get('category')).toBe(String(SHIP_CROSSING.id));
  await form.main.getByText(`Category: ${SHIP_CROSSING.name}`, { exact: true }).waitFor();
  await form.field('Vessel Name').waitFor();

  // Back to the chooser, then an activity type: category 4's form with that type chosen.
  await page.goBack();
  await form.chooser.waitFor();
  const kite = AERIAL_ACTIVITY_TYPES.find(({ code }) => code === 'KITE');
  if (!kite) throw new Error('APP-5 has no kite flying');
  await chooser.getByRole('link', { name: kite.label, exact: true }).click();
  await form.stepHeading.waitFor();
  const address = new URL(page.url()).searchParams;
  expect(address.get('category')).toBe(String(AERIAL_ACTIVITIES.id));
  expect(address.get('activityType')).toBe(kite.code);
  await form.main.getByText(`Category: ${AERIAL_ACTIVITIES.name}`, { exact: true }).waitFor();
  const type = form.field('Type of Activity');
  expect(await type.inputValue()).toBe(kite.code);
  const shown = type.getByRole('option', { name: kite.label, exact: true, selected: true });
  expect(await shown.count()).toBe(1);
  await form.field('Number of Kites (optional)').waitFor();
}, 120_000);
