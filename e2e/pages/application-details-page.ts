// /application/details?id= (APP-50): every answer read-only, documents, map and status history.
import type { Locator } from 'playwright-core';
import { PortalPage } from './portal-page.js';

export class ApplicationDetailsPage extends PortalPage {
  static readonly path = '/application/details';

  /** The value shown for a term of the details (Reference, Status, a field's label). */
  value(term: string): Locator {
    return this.main
      .locator('dt', { hasText: term })
      .first()
      .locator('xpath=following-sibling::dd[1]');
  }

  get statusHistory(): Locator {
    return this.main.getByRole('region', { name: 'Status history' });
  }

  downloadButton(fileName: string): Locator {
    return this.main.getByRole('button', { name: `Download ${fileName}` });
  }
}
