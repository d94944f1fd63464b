// ROUTE-6: the index redirect of a visitor with no status; ROUTE-11, ROUTE-32: the Apply page.
import { describe, expect, test } from 'vitest';
import { HomePage } from '../pages/home-page.js';
import { useBrowserSession } from '../support/browser-session.js';
import {
  APPLY_CARD_HEADERS,
  APPLY_CARD_TITLES,
  DEFAULT_AUTHORITY_NAME,
} from '../support/spec-expectations.js';

const session = useBrowserSession();

test('an anonymous visit to / lands on /home', async () => {
  const home = new HomePage(session.page);
  await home.goto('/');
  await home.waitForPath(HomePage.path);
  expect(home.pathname()).toBe(HomePage.path);
});

describe('the Apply page', () => {
  test.each(APPLY_CARD_TITLES)('shows the card "%s"', async (title) => {
    const home = new HomePage(session.page);
    await home.open();
    await home.cardTitle(title).waitFor();
  });

  test.each(APPLY_CARD_HEADERS.map((card) => [card.title, card.header]))(
    'the card "%s" has the header "%s"',
    async (_title, header) => {
      const home = new HomePage(session.page);
      await home.open();
      await home.cardHeader(header).waitFor();
    },
  );

  test('is titled with the authority name', async () => {
    const home = new HomePage(session.page);
    await home.open();
    await expect.poll(() => home.title()).toBe(DEFAULT_AUTHORITY_NAME);
  });

  test("is described as the authority's internet application", async () => {
    const home = new HomePage(session.page);
    await home.open();
    await expect.poll(() => home.metaDescription()).toMatch(/internet application/i);
  });
});
