// The sandbox gateway's checkout page (PAY-5), served by the portal in place of a real gateway's:
// the authority, the reference and the amount, a QR picture, and Pay, Fail and Cancel.
import type { Locator, Page } from 'playwright-core';

export type SandboxChoice = 'Pay' | 'Fail' | 'Cancel';

export class PaymentCheckoutPage {
  static readonly pathPrefix = '/payment-sandbox/checkout/';

  constructor(readonly page: Page) {}

  /** Waits until Proceed to Payment has brought the browser to the checkout. */
  async waitUntilShown(): Promise<void> {
    await this.page.waitForURL((url) => url.pathname.startsWith(PaymentCheckoutPage.pathPrefix));
    await this.choiceButton('Pay').waitFor();
  }

  get authority(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** The value shown for a term of the checkout (Reference, Amount). */
  value(term: 'Reference' | 'Amount'): Locator {
    return this.page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
  }

  get qrCode(): Locator {
    return this.page.getByRole('img', { name: /QR code/ });
  }

  choiceButton(choice: SandboxChoice): Locator {
    return this.page.getByRole('button', { name: choice, exact: true });
  }

  /** Ends the payment the way a payer would on a gateway's page. */
  async choose(choice: SandboxChoice): Promise<void> {
    await this.choiceButton(choice).click();
  }
}
