// PRM-1 to PRM-13 in Chromium, on a portal of this file's own: a supervisor approves two kite
// flying applications of one applicant; the approval e-mail's link downloads the first permit, a
// PDF naming its reference, whose QR page says Valid; a wrong code says Not found; revoked, the
// page says Revoked. The second permit, downloaded from the details page, says Valid until the
// portal restarts with its clock past the approved period (DEV_CLOCK_OFFSET_DAYS, PRM-16): then
// Expired, and the applicant's dashboard lists it under Past Applications. A revoked permit stays
// Revoked whatever the date (PRM-5), hence the second. axe-core at WCAG 2.1 AA on each state of
// the verification page.
import { readFile } from 'node:fs/promises';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { pdfText } from '@aviation-permits/server/src/test-support/pdf-text.js';
import { ApplicationDetailsPage } from '../pages/application-details-page.js';
import { DashboardPage } from '../pages/dashboard-page.js';
import { LoginPage } from '../pages/login-page.js';
import { OfficerConsolePage } from '../pages/officer-console-page.js';
import { PermitVerificationPage } from '../pages/permit-verification-page.js';
import { findAccessibilityViolations } from '../support/accessibility.js';
import { submitCopy } from '../support/application-copy.js';
import { applyAndFollow, type ApplicationScenario } from '../support/application-journey.js';
import { useBrowserSession } from '../support/browser-session.js';
import { messagesTo } from '../support/mailbox.js';
import { signInNewOfficer } from '../support/officer-sign-in.js';
import { OWN_PORTAL_START_TIMEOUT_MS, useOwnPortalServer } from '../support/own-portal-server.js';
import { shownApplication } from '../support/paid-application.js';
import { verificationCodeIn } from '../support/permit-pdf.js';
import { uniqueEmail } from '../support/test-identities.js';

const portal = useOwnPortalServer({}, 'server-permit.log');
const session = useBrowserSession({ baseUrl: () => portal().baseUrl });

/** The form, a supervisor's first sign-in, two approvals, a revocation and a restart. */
const JOURNEY_TIMEOUT_MS = 300_000 + OWN_PORTAL_START_TIMEOUT_MS;
const MAIL_POLL = { timeout: 20_000 };

const AUTHORITY = 'Civil Aviation Authority';
const CONDITION = 'Keep every kite below 60 m and clear of the footpath.';
const REVOCATION_REASON = 'Kites were flown over the footpath during the festival.';

/** Kite flying has no fee (PAY-1): submitted, it is Processing, where an officer decides. */
const KITE_FLYING: ApplicationScenario = {
  name: 'permit',
  query: 'category=4&activityType=KITE',
  activity: { Venue: 'Marina Barrage', Purpose: 'Kite festival' },
  restoredField: 'Venue',
  point: { latitude: '1.2806', longitude: '103.8707' },
};

async function expectNoViolations(page: Page, state: string): Promise<void> {
  expect.soft(await findAccessibilityViolations(page), state).toEqual([]);
}

/** Opens the review and makes a decision from its form, by keyboard; waits for the new status. */
async function decideInConsole(
  officerConsole: OfficerConsolePage,
  applicationId: string,
  decision: { button: string; field: string; text: string; submit: string; status: string },
): Promise<void> {
  await officerConsole.goto(`${OfficerConsolePage.applicationPath}?id=${applicationId}`);
  await officerConsole.reviewSummary.waitFor();
  await officerConsole.chooseDecisionByKeyboard(decision.button);
  await officerConsole.decideByKeyboard(decision.field, decision.text, decision.submit);
  await officerConsole.decisionOutcome.filter({ hasText: decision.status }).waitFor();
}

/** PRM-7: the link in the approval e-mail (a path when PUBLIC_BASE_URL is unset). */
async function permitLinkInApprovalMail(email: string, reference: string): Promise<string> {
  const approval = async () =>
    (await messagesTo(portal().baseUrl, email)).find(
      (message) => message.subject === `Application ${reference}: Approved`,
    );
  await expect.poll(approval, MAIL_POLL).toBeDefined();
  const link = /Download your permit \(PDF\): (\S+)/.exec((await approval())?.text ?? '')?.[1];
  if (link === undefined) throw new Error('The approval e-mail has no permit link');
  return new URL(link, portal().baseUrl).toString();
}

/** PRM-2, PRM-3: a PDF that names the reference; answers its text. */
function expectPermitOf(pdf: Buffer, reference: string): string {
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfText(pdf);
  expect(text).toContain(reference);
  return text;
}

/** Whole days from Singapore's today to a 'YYYY-MM-DD' date. */
function daysUntil(date: string): number {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(new Date());
  return Math.round((Date.parse(date) - Date.parse(today)) / 86_400_000);
}

test(
  'an issued permit verifies as Valid, then Revoked once revoked, and another as Expired once its period has passed',
  async () => {
    const page = session.page;
    const email = uniqueEmail('permit-holder');
    await applyAndFollow(page, portal(), email, KITE_FLYING);
    const details = new ApplicationDetailsPage(page);
    const revoked = await shownApplication(details);
    const expiring = await submitCopy(page, revoked.id);

    const supervisor = await signInNewOfficer(await session.newPage(), portal(), {
      role: 'supervisor',
      name: 'Chief Inspector',
    });
    for (const { id } of [revoked, expiring]) {
      await decideInConsole(supervisor, id, {
        button: 'Approve',
        field: 'Conditions',
        text: CONDITION,
        submit: 'Approve the application',
        status: 'Approved',
      });
    }

    // PRM-7: the approval e-mail's link downloads the permit with the applicant's session.
    const download = await page
      .context()
      .request.get(await permitLinkInApprovalMail(email, revoked.reference));
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('application/pdf');
    const revokedText = expectPermitOf(await download.body(), revoked.reference);
    expect(revokedText).toContain(CONDITION);
    const revokedCode = verificationCodeIn(revokedText);

    // PRM-12: its QR page, opened by anyone (no session), with the page's own title.
    const verification = new PermitVerificationPage(await session.newPage());
    await verification.open(revoked.reference, revokedCode);
    await verification.result('Valid').getByText(revoked.reference).waitFor();
    expect(await verification.title()).toBe(`Permit Verification | ${AUTHORITY}`);
    await expectNoViolations(verification.page, 'verification: Valid');

    // PRM-9: a wrong code is not found, saying nothing of the permit.
    const wrongCode = revokedCode.replace(/^./, (first) => (first === 'A' ? 'B' : 'A'));
    expect(await verification.open(revoked.reference, wrongCode)).toEqual({ found: false });
    await verification.notFound.waitFor();
    expect(await verification.main.textContent()).not.toContain(revoked.reference);
    await expectNoViolations(verification.page, 'verification: Not found');

    // PRM-11, PRM-14: a supervisor revokes it with a reason; the same code now says Revoked.
    await decideInConsole(supervisor, revoked.id, {
      button: 'Revoke permit',
      field: 'Reason for revoking',
      text: REVOCATION_REASON,
      submit: 'Revoke the permit',
      status: 'Revoked',
    });
    await verification.open(revoked.reference, revokedCode);
    await verification.result('Revoked').getByText(revoked.reference).waitFor();
    await expectNoViolations(verification.page, 'verification: Revoked');

    // PRM-13: the second permit from its details page's Download permit (PDF).
    await details.goto(expiring.detailsPath);
    const [saved] = await Promise.all([
      page.waitForEvent('download'),
      details.main.getByRole('link', { name: 'Download permit (PDF)' }).click(),
    ]);
    const expiringCode = verificationCodeIn(
      expectPermitOf(await readFile(await saved.path()), expiring.reference),
    );
    const { validTo = '' } = await verification.open(expiring.reference, expiringCode);
    await verification.result('Valid').waitFor();
    const dashboard = new DashboardPage(page);
    await dashboard.open('category=activeApplications');
    await dashboard.row(expiring.reference).waitFor();

    // PRM-8, PRM-16: the same data on a portal whose clock is a day past the approved period.
    await portal.restart(
      { DEV_CLOCK_OFFSET_DAYS: String(daysUntil(validTo) + 1) },
      'server-permit-clock-moved.log',
    );
    await verification.open(expiring.reference, expiringCode);
    await verification.result('Expired').getByText(expiring.reference).waitFor();
    await expectNoViolations(verification.page, 'verification: Expired');

    // APP-61: the applicant, signed in again (the session has long ended), finds it under Past.
    await new LoginPage(page).signInWithEmail(email);
    await dashboard.open('category=pastApplications');
    await dashboard.row(expiring.reference).waitFor();
    await dashboard.row(revoked.reference).waitFor();
    await expectNoViolations(page, 'dashboard: Past Applications');
  },
  JOURNEY_TIMEOUT_MS,
);
