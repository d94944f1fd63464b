// ENQ-20 to ENQ-24 in Chromium, axe on each new state: the Enquiry Tool's answers survive sign-in
// and registration into the application form, a ship's vessel height is asked first and can answer
// alone, leaving the category by Tab says nothing yet, and the answer stays in view at both widths.
import { expect, inject, test } from 'vitest';
import { ApplicationFormPage } from '../pages/application-form-page.js';
import { EnquiryToolPage } from '../pages/enquiry-tool-page.js';
import { LoginPage } from '../pages/login-page.js';
import { findAccessibilityViolations } from '../support/accessibility.js';
import { decideAccount } from '../support/accounts-cli.js';
import { useBrowserSession } from '../support/browser-session.js';
import { signInAsNewUser, submitValidProfile } from '../support/journeys.js';
import { hasFocus } from '../support/keyboard.js';
import { ARTIFACTS_DIR } from '../support/repository-paths.js';
import { uniqueEmail } from '../support/test-identities.js';
import '../support/provided-context.js';

const session = useBrowserSession();

/** Kallang: within 10 km of Paya Lebar Air Base, where a kite above 200 ft needs a permit. */
const NEAR_PAYA_LEBAR = { latitude: '1.304', longitude: '103.8745' };
const KITE_HEIGHT = /^Maximum Height above mean sea level/;

async function askKite(): Promise<EnquiryToolPage> {
  const enquiryTool = new EnquiryToolPage(session.page);
  await enquiryTool.open();
  await enquiryTool.chooseCategory('Aerial Activities');
  await enquiryTool.chooseActivity('Kite Flying/Parasailing');
  await enquiryTool.typePoint(NEAR_PAYA_LEBAR);
  await enquiryTool.typeHeight(KITE_HEIGHT, '300');
  await enquiryTool.verdict('Permit needed').waitFor();
  return enquiryTool;
}

test('the answers survive registration and sign-in and open the application form filled in (ENQ-20)', async () => {
  const { page } = session;
  const email = uniqueEmail('enquiry-start');
  const enquiryTool = await askKite();
  // A date row started for a kite, typed day first (APP-82), leaves its answer and its link in
  // place (ENQ-21).
  await page.getByLabel('Start Date', { exact: true }).fill('07/01/2030');
  await enquiryTool.startApplication.click();
  await enquiryTool.waitForPath(LoginPage.path);

  // A new user: registration first, then the authority's approval, then back to the portal.
  const profile = await signInAsNewUser(page, email);
  await submitValidProfile(profile, email);
  await decideAccount({ baseUrl: session.baseUrl, dataDir: inject('dataDir') }, 'approve', email);
  await profile.goto('/');

  const form = new ApplicationFormPage(page);
  await form.waitForPath(ApplicationFormPage.path);
  await form.stepHeading.waitFor();
  const address = new URL(page.url());
  expect(address.searchParams.get('activityType')).toBe('KITE');
  expect(address.searchParams.get('height')).toBe('300');
  expect(await form.field('Type of Activity').inputValue()).toBe('KITE');
  expect(await findAccessibilityViolations(page)).toEqual([]);

  // Used once: the next landing is the dashboard.
  await form.goto('/');
  await form.waitForPath('/dashboard');
});

test('leaving the category choice by Tab says nothing is missing until Check is pressed (ENQ-24)', async () => {
  const { page } = session;
  const enquiryTool = new EnquiryToolPage(page);
  await enquiryTool.open();
  const firstChoice = page.getByRole('radio').first();
  await firstChoice.focus();
  await page.keyboard.press('Tab');
  expect(await hasFocus(firstChoice)).toBe(false);

  const mandatory = page.getByText('Permit or Clearance is mandatory.', { exact: true });
  expect(await mandatory.count()).toBe(0);
  expect(await findAccessibilityViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Check my answers' }).press('Enter');
  await mandatory.waitFor();
  expect(await findAccessibilityViolations(page)).toEqual([]);
});

test("a ship crossing asks the vessel's height first, and a 20 m vessel needs no clearance without a point (ENQ-22)", async () => {
  const { page } = session;
  const enquiryTool = new EnquiryToolPage(page);
  await enquiryTool.open();
  await enquiryTool.chooseCategory('Ship Crossing');
  await page.keyboard.press('Tab');
  expect(await hasFocus(page.getByLabel(/^Vessel Height/))).toBe(true);

  await page.keyboard.type('20');

  await enquiryTool.verdict('No permit needed').waitFor();
  expect(await enquiryTool.answer.textContent()).toMatch(/needs none wherever it crosses/);
  expect(await page.getByLabel('Latitude', { exact: true }).inputValue()).toBe('');
  expect(await findAccessibilityViolations(page)).toEqual([]);
});

test('the answer stays in view: beside the questions on a wide screen, a bar on a phone (ENQ-23)', async () => {
  const { page } = session;
  await page.setViewportSize({ width: 1280, height: 800 });
  const enquiryTool = await askKite();
  const panel = page.getByRole('region', { name: 'Your answer' });

  // Scrolled down to the date rows, the panel beside them is still on screen.
  await page.getByLabel('Start Date', { exact: true }).scrollIntoViewIfNeeded();
  const wide = await panel.boundingBox();
  expect(wide?.y).toBeGreaterThanOrEqual(0);
  expect(wide?.y).toBeLessThan(800);
  await page.screenshot({ path: `${ARTIFACTS_DIR}enquiry-answer-wide.png` });
  expect(await findAccessibilityViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('radio').first().scrollIntoViewIfNeeded();
  const bar = page.getByRole('link', { name: 'See the answer' });
  const narrow = await bar.boundingBox();
  expect(narrow?.y).toBeGreaterThan(700);
  expect((narrow?.y ?? 0) + (narrow?.height ?? 0)).toBeLessThanOrEqual(844);
  expect(await bar.locator('..').textContent()).toContain('Permit needed');
  await page.screenshot({ path: `${ARTIFACTS_DIR}enquiry-answer-narrow.png` });
  expect(await findAccessibilityViolations(page)).toEqual([]);

  // The wide screen has no bar: the panel is in view.
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await bar.isVisible()).toBe(false);
  expect(await enquiryTool.answer.isVisible()).toBe(true);
});
