// The embedded MockPass's log-in page (Singpass and Corppass stand-ins the portal starts when no
// provider is configured): "Login" opens a form where a tester types the identity to sign in as.
import type { Locator, Page } from 'playwright-core';

export interface MockPassIdentity {
  nric: string;
  /** Corppass only: the entity the user acts for. */
  uen?: string;
}

export class MockPassPage {
  constructor(readonly page: Page) {}

  /** The page has arrived once its (still hidden) identity form is there. */
  async waitUntilShown(): Promise<void> {
    await this.form.getByLabel('NRIC').waitFor({ state: 'attached' });
  }

  /** The custom-profile form inside the log-in dialog. */
  private get form(): Locator {
    return this.page.locator('form').filter({ has: this.page.getByLabel('NRIC') });
  }

  async signInAs(identity: MockPassIdentity): Promise<void> {
    await this.waitUntilShown();
    await this.page
      .getByRole('button', { name: /login/i })
      .filter({ visible: true })
      .first()
      .click();
    const nric = this.form.getByLabel('NRIC');
    await nric.fill(identity.nric);
    // Typed while the dialog is still opening, a value was seen to go missing: check, and retype.
    if ((await nric.inputValue()) !== identity.nric) await nric.fill(identity.nric);
    if (identity.uen !== undefined) await this.form.getByLabel('UEN').fill(identity.uen);
    await this.form.getByRole('button', { name: 'Login' }).click();
  }

  /** MockPass's MyInfo consent page: "allow" is chosen already; Submit sends the person back. */
  async consent(): Promise<void> {
    await this.page.getByRole('button', { name: 'Submit' }).click();
  }
}
