// ACC-2 to ACC-5: the e-mail one-time code, read from the development outbox.
import { expect, test } from 'vitest';
import { LoginPage } from '../pages/login-page.js';
import { ProfilePage } from '../pages/profile-page.js';
import { useBrowserSession } from '../support/browser-session.js';
import { EMAIL_INVALID, OTP_VERIFICATION_FAILED } from '../support/spec-expectations.js';
import { uniqueEmail } from '../support/test-identities.js';

const session = useBrowserSession();

test('a new user signs in with the code from /dev/mailbox.json and lands on /profile', async () => {
  const email = uniqueEmail('new-user');
  const login = new LoginPage(session.page);
  await login.signInWithEmail(email);

  const profile = new ProfilePage(session.page);
  await profile.waitForPath(ProfilePage.path);
  // ROUTE-27: an e-mail log-in with PENDING_REGISTRATION sees "User Registration".
  await profile.navLink('User Registration').waitFor();
  await profile.userMenu(email).waitFor();
});

test('a wrong code is refused with the spec message, next to the code and as a toast', async () => {
  const login = new LoginPage(session.page);
  await login.open();
  const code = await login.requestCode(uniqueEmail('wrong-code'));
  const wrongCode = code === '000000' ? '111111' : '000000';

  await login.enterCode(wrongCode);

  await login.main.getByText(OTP_VERIFICATION_FAILED).waitFor();
  await login.toast(OTP_VERIFICATION_FAILED).waitFor();
  expect(login.pathname()).toBe(LoginPage.path);
});

test('the resend button counts down before another code may be sent', async () => {
  const login = new LoginPage(session.page);
  await login.open();
  await login.requestCode(uniqueEmail('resend'));

  await expect.poll(() => login.resendButton.innerText()).toMatch(/^Resend OTP in \d+ s$/);
  expect(await login.resendButton.isDisabled()).toBe(true);
  const first = Number(/\d+/.exec(await login.resendButton.innerText())?.[0]);
  await expect
    .poll(async () => Number(/\d+/.exec(await login.resendButton.innerText())?.[0]))
    .toBeLessThan(first);
});

test('an address that is not one gets "Email Address is invalid"', async () => {
  const login = new LoginPage(session.page);
  await login.open();
  await login.emailInput.fill('not-an-address');
  await login.getOtpButton.click();

  await login.main.getByText(EMAIL_INVALID).waitFor();
  expect(await login.otpInput.count()).toBe(0);
});
