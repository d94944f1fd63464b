// /application/details?id= (APP-50): every answer read-only, documents, map and status history;
// the authority's request with Respond (APP-72), its decision (APP-73) and withdrawing with its
// confirmation (APP-75).
import type { Locator } from 'playwright-core';
import { PortalPage } from './portal-page.js';

/** A label as a pattern matching only itself ("Number of Units", not "Number of Units Sold"). */
function exactly(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

export class ApplicationDetailsPage extends PortalPage {
  static readonly path = '/application/details';

  /** The details page of one application. */
  static pathOf(applicationId: string): string {
    return `${ApplicationDetailsPage.path}?id=${applicationId}`;
  }

  /** The value shown for a term of the details (Reference, Status, a field's label). */
  value(term: string): Locator {
    return this.main
      .locator('dt', { hasText: term })
      .first()
      .locator('xpath=following-sibling::dd[1]');
  }

  /** The value shown for one answer, by its field's exact label (APP-50). */
  answer(label: string): Locator {
    return this.main
      .locator('dt', { hasText: exactly(label) })
      .first()
      .locator('xpath=following-sibling::dd[1]');
  }

  get statusHistory(): Locator {
    return this.main.getByRole('region', { name: 'Status history' });
  }

  /** APP-72: "The authority needs more from you" and the officer's message. */
  get officerRequest(): Locator {
    return this.main.getByRole('alert').filter({ hasText: 'The authority needs more from you' });
  }

  /** APP-73: "Your application is rejected" and the officer's reason. */
  get rejection(): Locator {
    return this.main.getByRole('region', { name: 'Your application is rejected' });
  }

  get respondLink(): Locator {
    return this.main.getByRole('link', { name: 'Respond', exact: true });
  }

  get withdrawButton(): Locator {
    return this.main.getByRole('button', { name: 'Withdraw application' });
  }

  downloadButton(fileName: string): Locator {
    return this.main.getByRole('button', { name: `Download ${fileName}` });
  }
}
