import type { Locator } from 'playwright-core';
import { NOT_FOUND_HEADING } from '../support/spec-expectations.js';
import { PortalPage } from './portal-page.js';

/** /ErrorPage and every unknown path: the not-found page (ROUTE-17). */
export class ErrorPage extends PortalPage {
  get notFoundHeading(): Locator {
    return this.page.getByRole('heading', { name: NOT_FOUND_HEADING });
  }

  /** "a link to an external enquiries and feedback form" */
  get enquiriesLink(): Locator {
    return this.main.getByRole('link', { name: /enquir|feedback/i }).first();
  }
}
