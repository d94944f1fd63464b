// APP-1 to APP-50 in Chromium: an ACTIVE applicant fills an application step by step, reloads
// (the draft comes back), uploads a document, submits, finds it on the dashboard under its
// category and opens its details, with axe-core at WCAG 2.1 AA on every step and page (ROUTE-43).
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { ApplicationDetailsPage } from '../pages/application-details-page.js';
import {
  ApplicationFormPage,
  type FilePayload,
  type FormAnswers,
  type TypedPoint,
} from '../pages/application-form-page.js';
import { DashboardPage } from '../pages/dashboard-page.js';
import { findAccessibilityViolations } from './accessibility.js';
import type { PortalUnderTest } from './accounts-cli.js';
import { signInAsActiveUser } from './journeys.js';
import { ARTIFACTS_DIR } from './repository-paths.js';

export interface ApplicationScenario {
  /** Names the screenshots and the applicant's e-mail. */
  name: string;
  /** The address's query: ?category=N (and activityType=CODE). */
  query: string;
  /** Step 1's answers by label; `{earliest}` is replaced by the earliest start date. */
  activity: FormAnswers;
  /**
   * The activity type's own answers (category 4, APP-11 to APP-16), typed after reaching each
   * field with Tab; the details page must show each under its label.
   */
  ownFields?: FormAnswers;
  /** The field whose value must survive a reload. */
  restoredField: string;
  /** Step 2's daily times; default 10:00 to 12:00. */
  times?: DailyTimes;
  /** Times step 2 refuses first, with the message it ties to the row's Start Time. */
  refusedTimes?: DailyTimes & { message: string };
  point: TypedPoint;
}

interface DailyTimes {
  startTime: string;
  endTime: string;
}

const DEFAULT_TIMES: DailyTimes = { startTime: '10:00', endTime: '12:00' };

/** The label a field's answer is shown under on the details page. */
function shownLabel(formLabel: string): string {
  return formLabel.replace(/ \(optional\)$/, '');
}

/** The dashboard category a status is listed under (APP-57). */
const DASHBOARD_CATEGORY_OF_STATUS: Record<string, string> = {
  'Pending payment': 'pendingPayment',
  Processing: 'processing',
};

/** The draft is saved a second after the last keystroke, on a busy machine. */
const POLL = { timeout: 20_000 };

/** The small PDF the applications upload as their supporting document (APP-40). */
export const SITE_PLAN_PDF: FilePayload = {
  name: 'site-plan.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
};

async function checkStep(page: Page, scenario: string, step: number | string): Promise<void> {
  await page.screenshot({
    path: `${ARTIFACTS_DIR}applications-${scenario}-step-${step}.png`,
    fullPage: true,
  });
  expect.soft(await findAccessibilityViolations(page), `${scenario} step ${step}`).toEqual([]);
}

function withDates(answers: FormAnswers, earliest: string): FormAnswers {
  return Object.fromEntries(
    Object.entries(answers).map(([label, value]) => [label, value.replace('{earliest}', earliest)]),
  );
}

/**
 * Waits until a new application's answers have been saved as a draft (APP-45): the address names
 * it (?id=) and the save status says every change is saved (APP-63). Resolves with the draft's id.
 */
export async function waitForSavedDraft(form: ApplicationFormPage): Promise<string> {
  await expect.poll(() => form.draftId(), POLL).toMatch(/^[0-9a-f-]{36}$/);
  await expect.poll(() => form.saveStatus.textContent(), POLL).toBe('All changes saved');
  return form.draftId() ?? '';
}

/** The whole journey: the steps, then the submission followed to the details page. */
export async function applyAndFollow(
  page: Page,
  portal: PortalUnderTest,
  email: string,
  scenario: ApplicationScenario,
): Promise<void> {
  await fillToReview(page, portal, email, scenario);
  await submitAndFollow(page, scenario);
}

/** Signs in an ACTIVE applicant and answers steps 1 to 5; ends on the review step. */
export async function fillToReview(
  page: Page,
  portal: PortalUnderTest,
  email: string,
  scenario: ApplicationScenario,
): Promise<void> {
  await signInAsActiveUser(page, portal, email);
  const form = new ApplicationFormPage(page);
  await form.open(scenario.query);
  const earliest = await form.earliestStartDate();
  const activity = withDates(scenario.activity, earliest);

  // Step 1, then a reload: the draft named in the address comes back (APP-45).
  await checkStep(page, scenario.name, 1);
  await form.fill(activity);
  if (scenario.ownFields) await form.fillByKeyboard(scenario.ownFields);
  await waitForSavedDraft(form);
  await page.reload();
  await form.stepHeading.waitFor();
  expect(await form.field(scenario.restoredField).inputValue()).toBe(
    activity[scenario.restoredField],
  );
  await form.next();

  // Step 2: dates and times; times the activity may not have are refused here, at the row.
  await checkStep(page, scenario.name, 2);
  const day = { startDate: earliest, endDate: earliest };
  if (scenario.refusedTimes) {
    const { message, ...times } = scenario.refusedTimes;
    await form.fillDateTimeRow(1, { ...day, ...times });
    await form.nextButton.click();
    const startTime = form.dateTimeRow(1).getByLabel('Start Time', { exact: true });
    await expect.poll(() => startTime.getAttribute('aria-invalid'), POLL).toBe('true');
    expect(await form.descriptionOf(startTime)).toBe(message);
    expect(await form.stepNumber()).toBe(2);
    await checkStep(page, scenario.name, '2-refused');
  }
  await form.fillDateTimeRow(1, { ...day, ...(scenario.times ?? DEFAULT_TIMES) });
  await form.next();

  // Step 3: the location by typed coordinates (the keyboard path).
  await form.main.getByLabel('Latitude', { exact: true }).waitFor();
  await checkStep(page, scenario.name, 3);
  await form.typePoint(scenario.point);
  await form.main.getByText(/^Point at latitude/).waitFor();
  await form.next();

  // Step 4: operator and safety personnel.
  await checkStep(page, scenario.name, 4);
  await form.fill({
    'Operator Company Name': 'Skyline Events Pte Ltd',
    'Postal Code': '018956',
    'Safety Measures': 'Marshals on site and a cordon around the area.',
  });
  // APP-21: the operator's address comes from its postal code through the portal's lookup.
  await form.main.getByRole('button', { name: 'Retrieve Address' }).click();
  const street = form.field('Street Name');
  await expect.poll(() => street.inputValue(), POLL).toBe('BAYFRONT AVENUE');
  await form.fillPerson('Primary Safety Personnel', {
    name: 'Tan Ah Kow',
    phone: '91234567',
    email: 'tan@example.com',
  });
  await form.fillPerson('Secondary Safety Personnel', {
    name: 'Lim Mei Ling',
    phone: '98765432',
    email: 'lim@example.com',
  });
  await form.next();

  // Step 5: a supporting document.
  await checkStep(page, scenario.name, 5);
  await form.upload(SITE_PLAN_PDF);
  await form.next();

  // Step 6: every answer read-only.
  await checkStep(page, scenario.name, 6);
}

/** From the review step: the declarations, submit, then the dashboard and the details. */
async function submitAndFollow(page: Page, scenario: ApplicationScenario): Promise<void> {
  const form = new ApplicationFormPage(page);
  // Arriving on the review submits nothing: no message asks for the declarations yet.
  expect(await form.main.getByRole('alert').count()).toBe(0);
  await form.declare();
  await form.submitButton.click();
  const reference = await form.submittedReference();
  const status = (await form.confirmation.locator('dd').nth(1).textContent()) ?? '';
  await page.screenshot({ path: `${ARTIFACTS_DIR}applications-${scenario.name}-submitted.png` });

  // The dashboard lists it under its status's category (APP-57, APP-58).
  const dashboard = new DashboardPage(page);
  await dashboard.open(`category=${DASHBOARD_CATEGORY_OF_STATUS[status] ?? 'processing'}`);
  await dashboard.row(reference).waitFor();
  expect.soft(await findAccessibilityViolations(page), `${scenario.name} dashboard`).toEqual([]);
  await page.screenshot({ path: `${ARTIFACTS_DIR}applications-${scenario.name}-dashboard.png` });

  // Its details: the answers, the document and the history (APP-50).
  await dashboard.detailsLink(reference).click();
  const details = new ApplicationDetailsPage(page);
  await details.waitForPath(ApplicationDetailsPage.path);
  await details.value('Reference').filter({ hasText: reference }).waitFor();
  expect(await details.value('Status').textContent()).toBe(status);
  await details.downloadButton(SITE_PLAN_PDF.name).waitFor();
  await details.statusHistory.waitFor();
  for (const [label, value] of Object.entries(scenario.ownFields ?? {})) {
    expect.soft(await details.answer(shownLabel(label)).textContent(), label).toBe(value);
  }
  expect.soft(await findAccessibilityViolations(page), `${scenario.name} details`).toEqual([]);
  await page.screenshot({
    path: `${ARTIFACTS_DIR}applications-${scenario.name}-details.png`,
    fullPage: true,
  });
}
