import type { Locator } from 'playwright-core';
import { PortalPage } from './portal-page.js';

/** /userStatus (ACC-40): what the account's status means. */
export class UserStatusPage extends PortalPage {
  static readonly path = '/userStatus';

  async open(): Promise<void> {
    await this.goto(UserStatusPage.path);
  }

  get logoutButton(): Locator {
    return this.main.getByRole('button', { name: 'Logout' });
  }
}
