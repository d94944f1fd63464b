import type { Locator } from 'playwright-core';
import { PortalPage } from './portal-page.js';

/** /home, the Apply page with one card per category (ROUTE-11, ROUTE-32). */
export class HomePage extends PortalPage {
  static readonly path = '/home';

  async open(): Promise<void> {
    await this.goto(HomePage.path);
  }

  /** Each card is titled by a heading. */
  cardTitle(title: string): Locator {
    return this.main.getByRole('heading', { name: title, exact: true });
  }

  /** The text above a card's title (the spec gives one card a header different from its title). */
  cardHeader(header: string): Locator {
    return this.main.getByText(header, { exact: true });
  }
}
