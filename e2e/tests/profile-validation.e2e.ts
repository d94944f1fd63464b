// ACC-24 to ACC-29: every validation message of the profile form appears for its bad
// input. One sign-in per group; soft assertions so that every missing message is reported at once.
import { expect, test } from 'vitest';
import type { ProfilePage } from '../pages/profile-page.js';
import { useBrowserSession } from '../support/browser-session.js';
import { signInAsNewUser, validProfile } from '../support/journeys.js';
import {
  EMAIL_INVALID,
  FILE_TOO_LARGE,
  MAX_FILE_BYTES,
  NRIC_FIN_INVALID,
  POSTAL_CODE_INVALID,
  TOO_MANY_PROFILE_FILES,
  mandatory,
  phoneMandatory,
} from '../support/spec-expectations.js';
import { isShown } from '../support/visibility.js';
import { uniqueEmail } from '../support/test-identities.js';

const session = useBrowserSession();

async function expectMessages(profile: ProfilePage, messages: readonly string[]): Promise<void> {
  for (const message of messages) {
    expect.soft(await isShown(profile.message(message).first()), message).toBe(true);
  }
}

test('an empty submission names every mandatory field', async () => {
  const profile = await signInAsNewUser(session.page, uniqueEmail('mandatory'));
  await profile.submitButton.click();

  await expectMessages(profile, [
    mandatory('Salutation'),
    mandatory('Name'),
    mandatory('Username'),
    mandatory('Date Of Birth'),
    mandatory('Citizenship'),
    mandatory('ID Type'),
    mandatory('ID Number'),
    phoneMandatory('Mobile Number'),
    mandatory('Primary Contact Mode'),
    mandatory('Designation'),
    mandatory('Address Type'),
    mandatory('Type of Premises'),
  ]);
});

test('a local address needs its postal code, block and street; the code has 6 digits', async () => {
  const profile = await signInAsNewUser(session.page, uniqueEmail('local-address'));
  await profile.fill({ 'Address Type': 'Local' });
  await profile.submitButton.click();
  await expectMessages(profile, [
    mandatory('Postal Code'),
    mandatory('Block/House No.'),
    mandatory('Street Name'),
  ]);

  await profile.fill({ 'Postal Code': '12345' });
  await profile.submitButton.click();
  await expectMessages(profile, [POSTAL_CODE_INVALID]);
});

test('a foreign address needs its city, country and first line', async () => {
  const profile = await signInAsNewUser(session.page, uniqueEmail('foreign-address'));
  await profile.fill({ 'Address Type': 'Foreign' });
  await profile.submitButton.click();
  await expectMessages(profile, [
    mandatory('City'),
    mandatory('Country/Region'),
    mandatory('Address Line 1'),
  ]);
});

test.each([
  ['Alternative Email', 'not-an-address', EMAIL_INVALID],
  ['ID Number', 'S1234567A', NRIC_FIN_INVALID],
  ['Mobile Number', '9123', phoneMandatory('Mobile Number')],
  ['Mobile Number', '9123abcd', 'Mobile Number should be a number'],
])('%s "%s" gets "%s"', async (label, value, message) => {
  const email = uniqueEmail('format');
  const profile = await signInAsNewUser(session.page, email);
  await profile.fill({ ...validProfile(email), [label]: value });
  await profile.submitButton.click();
  await expectMessages(profile, [message]);
});

test('more than 2 files, or one over 2 MB, is refused with the spec message', async () => {
  const profile = await signInAsNewUser(session.page, uniqueEmail('files'));
  const fileInput = profile.main.locator('input[type="file"]').first();
  const pdf = (name: string, bytes = 1_000) => ({
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes)]),
  });

  await fileInput.setInputFiles([pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')]);
  await expectMessages(profile, [TOO_MANY_PROFILE_FILES]);

  await fileInput.setInputFiles([pdf('large.pdf', MAX_FILE_BYTES)]);
  await expectMessages(profile, [FILE_TOO_LARGE]);
});
