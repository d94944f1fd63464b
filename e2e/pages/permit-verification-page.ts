// /verify/<reference>?c=<code> (PRM-12): the public page a permit's QR code opens, no sign-in. It
// says Valid, Expired, Withdrawn or Revoked with the permit's terms, or Not found alike for an
// unknown reference and a wrong code.
import type { Locator, Response } from 'playwright-core';
import { PortalPage } from './portal-page.js';

/** The verification call's answer (PRM-8): for a permit found, its state and approved dates. */
export interface VerificationAnswer {
  found: boolean;
  state?: string;
  validTo?: string;
}

const VERIFY_CALL = '/permits-service/v1/permit/verify';

export class PermitVerificationPage extends PortalPage {
  static pathOf(reference: string, code: string): string {
    return `/verify/${encodeURIComponent(reference)}?${new URLSearchParams({ c: code }).toString()}`;
  }

  /** Opens the page; answers what the verification call answered it. */
  async open(reference: string, code: string): Promise<VerificationAnswer> {
    const answered = this.page.waitForResponse((response: Response) =>
      response.url().includes(VERIFY_CALL),
    );
    await this.goto(PermitVerificationPage.pathOf(reference, code));
    return (await (await answered).json()) as VerificationAnswer;
  }

  /** The permit's standing, a region named by its state ("Valid", "Revoked", …). */
  result(state: string): Locator {
    return this.main.getByRole('region', { name: state, exact: true });
  }

  get notFound(): Locator {
    return this.main.getByRole('status').filter({ hasText: 'Not found' });
  }
}
