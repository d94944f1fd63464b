// ERR-15, APP-55: an application address that names no application of the signed-in applicant
// (one that does not exist, or is not an id at all) shows the not-found page with "Record not
// found"; the dashboard's search that finds nothing says "Record(s) not found.".
import { expect, inject, test } from 'vitest';
import { DashboardPage } from '../pages/dashboard-page.js';
import { ErrorPage } from '../pages/error-page.js';
import { useBrowserSession } from '../support/browser-session.js';
import { signInAsActiveUser } from '../support/journeys.js';
import { RECORDS_NOT_FOUND } from '../support/spec-expectations.js';
import { uniqueEmail } from '../support/test-identities.js';
import '../support/provided-context.js';

const session = useBrowserSession();

/** A well-formed application id that no application has. */
const UNKNOWN_ID = '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

test('an unknown application on the details and edit pages, and a search finding nothing', async () => {
  const { page } = session;
  await signInAsActiveUser(
    page,
    { baseUrl: session.baseUrl, dataDir: inject('dataDir') },
    uniqueEmail('record-not-found'),
  );
  const errorPage = new ErrorPage(page);

  for (const address of [
    `/application/details?id=${UNKNOWN_ID}`,
    `/application/details/edit?id=${UNKNOWN_ID}`,
    '/application/details?id=not-an-id',
  ]) {
    await errorPage.goto(address);
    await errorPage.notFoundHeading.waitFor();
    expect.soft(await errorPage.recordNotFound.count(), address).toBe(1);
  }

  const dashboard = new DashboardPage(page);
  await dashboard.open('search=No%20such%20venue');
  await page.getByText(RECORDS_NOT_FOUND, { exact: true }).waitFor();
});
