// OFF-58: the console's Applications page has a queue of the approvals the portal made itself
// under the auto-approval policy; an officer reaches and chooses it from the keyboard, and the page
// says what it holds; axe on the state.
import { expect, inject, test } from 'vitest';
import { findAccessibilityViolations } from '../support/accessibility.js';
import { useBrowserSession } from '../support/browser-session.js';
import { pressWithTab } from '../support/keyboard.js';
import { signInNewOfficer } from '../support/officer-sign-in.js';
import '../support/provided-context.js';

const session = useBrowserSession();
/** The queue buttons come after the console's navigation. */
const MAX_TABS = 30;

test(
  'an officer chooses the Decided automatically queue from the keyboard',
  { timeout: 120_000 },
  async () => {
    await signInNewOfficer(
      session.page,
      { baseUrl: session.baseUrl, dataDir: inject('dataDir') },
      { role: 'officer', name: 'Queue Officer' },
    );
    const page = session.page;
    const automatic = page.getByRole('button', { name: /^Decided automatically \(\d+\)$/ });

    await pressWithTab(automatic, 'the Decided automatically queue', 'Enter', MAX_TABS);

    await expect.poll(() => automatic.getAttribute('aria-pressed')).toBe('true');
    await page.getByText(/^Approved by the portal as they arrived/).waitFor();
    await page
      .getByRole('table')
      .or(page.getByText('No applications in this queue.'))
      .first()
      .waitFor();
    expect.soft(await findAccessibilityViolations(page), 'decided automatically').toEqual([]);
  },
);
