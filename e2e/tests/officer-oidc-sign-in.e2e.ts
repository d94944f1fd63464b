// OFF-59 to OFF-61 in Chromium: with OFFICER_SIGN_IN=oidc the officers' sign-in page offers one
// button to the authority's provider, here the embedded one the portal starts in development; an
// officer made with `npm run officers` reaches the console with nothing else to type; an address
// that is no officer's comes back to the sign-in page with its message and no console. From the
// keyboard, axe on each of the portal's states. A portal of this file's own: the shared one signs
// officers in by e-mail code.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { findAccessibilityViolations } from '../support/accessibility.js';
import { useBrowserSession } from '../support/browser-session.js';
import { pressWithTab } from '../support/keyboard.js';
import { addOfficer } from '../support/officers-cli.js';
import { useOwnPortalServer } from '../support/own-portal-server.js';
import { uniqueEmail } from '../support/test-identities.js';

const portal = useOwnPortalServer({ OFFICER_SIGN_IN: 'oidc' }, 'server-officer-oidc.log');
const session = useBrowserSession({ baseUrl: () => portal().baseUrl });

/** The command, two round trips through the provider and the pages between. */
const JOURNEY_TIMEOUT_MS = 180_000;
/** The skip link, the masthead's links, then the button. */
const MAX_TABS_TO_BUTTON = 15;
const BUTTON_NAME = 'Sign in with Civil Aviation Authority account';

async function expectNoViolations(page: Page, state: string): Promise<void> {
  expect.soft(await findAccessibilityViolations(page), state).toEqual([]);
}

/** From the portal's sign-in page to the provider's, where the address is typed; then back. */
async function signInAtProvider(page: Page, email: string): Promise<void> {
  await page.goto('/officer/login');
  const button = page.getByRole('link', { name: BUTTON_NAME });
  await button.waitFor();
  await expectNoViolations(page, 'sign-in page');
  await pressWithTab(button, BUTTON_NAME, 'Enter', MAX_TABS_TO_BUTTON);
  // The embedded provider's own page (not the portal's: axe is not asked about it).
  await page.getByPlaceholder('Enter any login').fill(email);
  await page.getByPlaceholder('and password').fill('not checked');
  await page.keyboard.press('Enter');
}

test(
  "an officer signs in through the authority's provider and reaches the console",
  async () => {
    const email = uniqueEmail('officer-oidc');
    await addOfficer(
      { baseUrl: session.baseUrl, dataDir: portal().dataDir },
      { email, role: 'supervisor', name: 'Chief Inspector' },
    );
    const { page } = session;

    await signInAtProvider(page, email);

    const navigation = page.getByRole('navigation', { name: 'Officer console' });
    await expect.poll(() => new URL(page.url()).pathname).toBe('/officer');
    await navigation.getByText('Chief Inspector').waitFor();
    await page.getByRole('heading', { name: 'Applications', level: 1 }).waitFor();
    await expectNoViolations(page, 'console after the provider');
    await navigation.getByRole('link', { name: 'Audit' }).click();
    await page.getByRole('cell', { name: 'sign-in.oidc' }).first().waitFor();
  },
  JOURNEY_TIMEOUT_MS,
);

test(
  'an address that is no officer’s comes back to the sign-in page with its message',
  async () => {
    const { page } = session;

    await signInAtProvider(page, uniqueEmail('not-an-officer'));

    await page.getByRole('alert').getByText('not an officer account').waitFor();
    expect(new URL(page.url()).pathname).toBe('/officer/login');
    await expectNoViolations(page, 'sign-in refused');
    await page.goto('/officer');
    await page.getByRole('link', { name: BUTTON_NAME }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/officer/login');
  },
  JOURNEY_TIMEOUT_MS,
);
