// APP-63, APP-67 in Chromium: a draft never loses what was typed. A reload straight after typing
// keeps every character (the edit goes out as the page is left); an edit typed offline, in a page
// then closed, comes back when the draft is opened again online and is saved; axe checks the
// "Not saved — retrying" and restored states.
import { expect, inject, test } from 'vitest';
import { ApplicationFormPage } from '../pages/application-form-page.js';
import { findAccessibilityViolations } from '../support/accessibility.js';
import { waitForSavedDraft } from '../support/application-journey.js';
import { useBrowserSession } from '../support/browser-session.js';
import { signInAsActiveUser } from '../support/journeys.js';
import { uniqueEmail } from '../support/test-identities.js';
import '../support/provided-context.js';

const session = useBrowserSession();
const POLL = { timeout: 20_000 };

async function newDraft(purpose: string): Promise<{ form: ApplicationFormPage; id: string }> {
  const portal = { baseUrl: session.baseUrl, dataDir: inject('dataDir') };
  await signInAsActiveUser(session.page, portal, uniqueEmail(purpose));
  const form = new ApplicationFormPage(session.page);
  await form.open('category=3');
  await form.answer('Venue', 'Changi East channel');
  return { form, id: await waitForSavedDraft(form) };
}

test('APP-67: a reload straight after typing keeps every character', async () => {
  const { form } = await newDraft('draft-reload');
  // The unsaved edit asks before the page is left (beforeunload); the test says leave.
  session.page.on('dialog', (dialog) => void dialog.accept());
  const typed = 'Delivery of a floating crane to Tuas';

  await form.field('Purpose').pressSequentially(typed);
  await session.page.reload();
  await form.stepHeading.waitFor();

  expect(await form.field('Purpose').inputValue()).toBe(typed);
}, 120_000);

test('APP-67: a new application reloaded straight after its first words keeps every character', async () => {
  const portal = { baseUrl: session.baseUrl, dataDir: inject('dataDir') };
  await signInAsActiveUser(session.page, portal, uniqueEmail('draft-new-reload'));
  const form = new ApplicationFormPage(session.page);
  await form.open('category=3');
  session.page.on('dialog', (dialog) => void dialog.accept());
  const typed = 'Changi East channel';

  await form.field('Venue').pressSequentially(typed);
  await session.page.reload();
  await form.stepHeading.waitFor();

  expect(await form.field('Venue').inputValue()).toBe(typed);
  // Saved as the page opened: the draft now exists and the address names it.
  await waitForSavedDraft(form);
}, 120_000);

test('APP-67: an edit typed offline in a page then closed comes back online and is saved', async () => {
  const { form, id } = await newDraft('draft-offline');
  const context = session.page.context();
  const typed = 'Typed while the connection was lost';

  await context.setOffline(true);
  await form.field('Purpose').pressSequentially(typed);
  await expect.poll(() => form.saveStatus.textContent(), POLL).toBe('Not saved — retrying');
  expect(await findAccessibilityViolations(session.page), 'retrying').toEqual([]);
  await session.page.close({ runBeforeUnload: false });

  await context.setOffline(false);
  const reopened = new ApplicationFormPage(await context.newPage());
  await reopened.openForEditing(id);
  expect(await reopened.field('Purpose').inputValue()).toBe(typed);
  await expect.poll(() => reopened.saveStatus.textContent(), POLL).toBe('All changes saved');
  expect(await findAccessibilityViolations(reopened.page), 'restored').toEqual([]);

  // Saved on the server: the browser's copy is gone, and a reload reads the words from the server.
  expect(await reopened.page.evaluate(() => Object.keys(localStorage))).not.toContainEqual(
    expect.stringContaining(id),
  );
  await reopened.page.reload();
  await reopened.stepHeading.waitFor();
  expect(await reopened.field('Purpose').inputValue()).toBe(typed);
}, 120_000);
