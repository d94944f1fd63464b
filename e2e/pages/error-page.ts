import type { Locator } from 'playwright-core';
import { NOT_FOUND_HEADING, RECORD_NOT_FOUND } from '../support/spec-expectations.js';
import { PortalPage } from './portal-page.js';

/** /ErrorPage and every unknown path: the not-found page (ROUTE-17), also of a record (ERR-15). */
export class ErrorPage extends PortalPage {
  get notFoundHeading(): Locator {
    return this.page.getByRole('heading', { name: NOT_FOUND_HEADING });
  }

  /** ERR-15: what the page says when the address names a record the visitor cannot see. */
  get recordNotFound(): Locator {
    return this.main.getByText(RECORD_NOT_FOUND, { exact: true });
  }

  /** "a link to an external enquiries and feedback form" */
  get enquiriesLink(): Locator {
    return this.main.getByRole('link', { name: /enquir|feedback/i }).first();
  }
}
