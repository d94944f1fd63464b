// LIFE-13: a supervisor opens the console's Jobs page from the navigation by keyboard, reads the
// runs and narrows them to the failed ones; LIFE-17: sends an e-mail message again from the
// keyboard (their own sign-in code's, delivered to the outbox); axe on each state.
import { expect, inject, test } from 'vitest';
import { findAccessibilityViolations } from '../support/accessibility.js';
import { useBrowserSession } from '../support/browser-session.js';
import { signInNewOfficer } from '../support/officer-sign-in.js';
import '../support/provided-context.js';

const session = useBrowserSession();

test(
  'a supervisor reads the background jobs and their failures, and sends an e-mail again',
  { timeout: 120_000 },
  async () => {
    const officerConsole = await signInNewOfficer(
      session.page,
      { baseUrl: session.baseUrl, dataDir: inject('dataDir') },
      { role: 'supervisor', name: 'Jobs Supervisor' },
    );

    await officerConsole.openSectionByKeyboard('Jobs', '/officer/jobs');
    const page = session.page;
    await page.getByRole('heading', { name: 'Background jobs' }).waitFor();
    // The app has started: the runner has run at least housekeeping's start-up and the mail sender.
    await page.getByRole('table').or(page.getByText('No runs to show.')).first().waitFor();
    expect.soft(await findAccessibilityViolations(page), 'runs').toEqual([]);

    await page.getByLabel('Failed runs only').focus();
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByLabel('Failed runs only').isChecked()).toBe(true);
    await page.getByRole('table').or(page.getByText('No runs to show.')).first().waitFor();
    expect.soft(await findAccessibilityViolations(page), 'failed runs only').toEqual([]);

    const messages = page.getByRole('region', { name: 'E-mail messages' });
    const sendAgain = messages.getByRole('button', { name: /^Send again, message \d+$/ }).first();
    await sendAgain.waitFor();
    expect.soft(await findAccessibilityViolations(page), 'e-mail messages').toEqual([]);
    await sendAgain.focus();
    await page.keyboard.press('Enter');
    const queued = messages.getByText('The message has been queued again as a new message');
    await queued.waitFor();
    // The notice takes the focus once the list below has been read again.
    await expect
      .poll(() => queued.evaluate((notice) => notice === document.activeElement), {
        timeout: 20_000,
      })
      .toBe(true);
    expect.soft(await findAccessibilityViolations(page), 'message sent again').toEqual([]);
  },
);
