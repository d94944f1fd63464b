// ACC-34: on /profile a Singpass or Corppass user verifies the typed e-mail address with a
// one-time code sent to it (docs/sign-in-protection.md). The code is read from the development
// outbox, as the e-mail log-in's is.
import type { Locator } from 'playwright-core';
import { messagesTo, oneTimeCodeIn, waitForNewMessage } from '../support/mailbox.js';
import type { ProfilePage } from './profile-page.js';

const SEND_EMAIL_CODE = 'Send code to verify';
const VERIFIED = 'Verified';

export class EmailProofPanel {
  constructor(
    private readonly profile: ProfilePage,
    private readonly baseUrl: string,
  ) {}

  get region(): Locator {
    return this.profile.main.getByRole('region', { name: 'Verify e-mail address' });
  }

  get sendCodeButton(): Locator {
    return this.region.getByRole('button', { name: SEND_EMAIL_CODE });
  }

  /** "<address>: Verified", once the address is proved. */
  verified(email: string): Locator {
    return this.profile.main.getByRole('status').filter({ hasText: `${email}: ${VERIFIED}` });
  }

  /** Types the address into the form, asks for a code, reads it from the outbox and enters it. */
  async verify(email: string): Promise<void> {
    await this.profile.answer('Email Address', email);
    const before = (await messagesTo(this.baseUrl, email)).length;
    await this.sendCodeButton.click();
    const code = oneTimeCodeIn(await waitForNewMessage(this.baseUrl, email, before));
    await this.region.getByLabel('OTP', { exact: true }).fill(code);
    await this.region.getByRole('button', { name: 'Verify', exact: true }).click();
    await this.verified(email).waitFor();
  }
}
