// /dashboard (APP-57 to APP-59): the seven categories, the table, search and filters.
import type { Locator } from 'playwright-core';
import { PortalPage } from './portal-page.js';

export class DashboardPage extends PortalPage {
  static readonly path = '/dashboard';

  async open(query = ''): Promise<void> {
    await this.goto(`${DashboardPage.path}${query ? `?${query}` : ''}`);
  }

  /** A category's link in the category list, with its count. */
  category(label: string): Locator {
    return this.main
      .getByRole('navigation', { name: 'Application categories' })
      .getByRole('link', { name: new RegExp(`^${label}`) });
  }

  get table(): Locator {
    return this.main.getByRole('table');
  }

  /** The table row that names this reference (or venue). */
  row(text: string): Locator {
    return this.table.getByRole('row').filter({ hasText: text });
  }

  /** The row's link to the application's details, named by its reference. */
  detailsLink(reference: string): Locator {
    return this.row(reference).getByRole('link', { name: reference, exact: true });
  }

  async search(text: string): Promise<void> {
    await this.main.getByLabel('Reference or venue').fill(text);
    await this.main.getByRole('button', { name: 'Search', exact: true }).click();
  }
}
