// The gateway's checkout page the browser is sent to by Proceed to Payment. On the suite's own
// development portal it is the sandbox gateway's (PAY-5), served by the portal: the authority, the
// reference and the amount, a QR picture, and Pay, Fail and Cancel. On the stack it is the Stripe
// stand-in's (OPS-70, scripts/stack/stripe-stand-in.mjs), on its own HTTPS origin: the same
// heading, reference, amount and notices, with Pay and Cancel only (Stripe Checkout sends no payer
// back with a failure, and shows no QR picture).
import type { Locator, Page } from 'playwright-core';
import { RUNNING_PORTAL_URL } from '../support/running-portal.js';
import { isStackPortal } from '../support/stack-under-test.js';

export type SandboxChoice = 'Pay' | 'Fail' | 'Cancel';

/** The stand-in's checkout address, `/c/pay/<session id>`, as Stripe's hosted Checkout has it. */
const STRIPE_STAND_IN_PATH_PREFIX = '/c/pay/';

export class PaymentCheckoutPage {
  static readonly pathPrefix = '/payment-sandbox/checkout/';

  /** False on the stack, whose checkout is the Stripe stand-in's: no QR picture and no Fail. */
  readonly isSandbox = RUNNING_PORTAL_URL === undefined || !isStackPortal(RUNNING_PORTAL_URL);

  constructor(readonly page: Page) {}

  /** Waits until Proceed to Payment has brought the browser to the checkout. */
  async waitUntilShown(): Promise<void> {
    const prefix = this.isSandbox ? PaymentCheckoutPage.pathPrefix : STRIPE_STAND_IN_PATH_PREFIX;
    await this.page.waitForURL((url) => url.pathname.startsWith(prefix));
    await this.choiceButton('Pay').waitFor();
  }

  get authority(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** The value shown for a term of the checkout (Reference, Amount). */
  value(term: 'Reference' | 'Amount'): Locator {
    return this.page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
  }

  /** The sandbox's only. */
  get qrCode(): Locator {
    return this.page.getByRole('img', { name: /QR code/ });
  }

  choiceButton(choice: SandboxChoice): Locator {
    return this.page.getByRole('button', { name: choice, exact: true });
  }

  /** Ends the payment the way a payer would on a gateway's page (Fail: the sandbox's only). */
  async choose(choice: SandboxChoice): Promise<void> {
    if (choice === 'Fail' && !this.isSandbox) {
      throw new Error("The stack's Stripe stand-in has no Fail: check isSandbox first.");
    }
    await this.choiceButton(choice).click();
  }
}
