import type { Locator } from 'playwright-core';
import { messagesTo, oneTimeCodeIn, waitForNewMessage } from '../support/mailbox.js';
import { PortalPage } from './portal-page.js';

/** /login (ACC-1): Singpass, Corppass, or an e-mail one-time code. */
export class LoginPage extends PortalPage {
  static readonly path = '/login';

  static readonly headingPattern = /log ?in|sign ?in/i;

  async open(): Promise<void> {
    await this.goto(LoginPage.path);
  }

  get singpassButton(): Locator {
    return this.main.getByRole('link', { name: /singpass/i });
  }

  get corppassButton(): Locator {
    return this.main.getByRole('link', { name: /corppass/i });
  }

  get emailInput(): Locator {
    return this.main.getByLabel('Email Address');
  }

  get getOtpButton(): Locator {
    return this.main.getByRole('button', { name: 'Get OTP' });
  }

  get otpInput(): Locator {
    return this.main.getByLabel('OTP', { exact: true });
  }

  get verifyButton(): Locator {
    return this.main.getByRole('button', { name: 'Verify' });
  }

  /** "Resend OTP in 59 s" while counting down, then "Resend OTP". */
  get resendButton(): Locator {
    return this.main.getByRole('button', { name: /^Resend OTP/ });
  }

  /** The message of /login?error=<code>. */
  get signInError(): Locator {
    return this.main.getByRole('alert');
  }

  /** Asks for a code and answers it once it is in the outbox; the code step is showing after. */
  async requestCode(email: string): Promise<string> {
    const before = (await messagesTo(this.baseUrl(), email)).length;
    await this.emailInput.fill(email);
    await this.getOtpButton.click();
    await this.otpInput.waitFor();
    return oneTimeCodeIn(await waitForNewMessage(this.baseUrl(), email, before));
  }

  async enterCode(code: string): Promise<void> {
    await this.otpInput.fill(code);
    await this.verifyButton.click();
  }

  /** The whole e-mail log-in from /login: the page then leaves for the index redirect's target. */
  async signInWithEmail(email: string): Promise<void> {
    await this.open();
    await this.enterCode(await this.requestCode(email));
    await this.page.waitForURL((url) => url.pathname !== LoginPage.path);
    await this.waitUntilSettled();
  }
}
