// ACC-37: registration with MyInfo prefill. "Retrieve Myinfo" goes through MyInfo (the embedded
// MockPass: Singpass log-in and consent) and comes back to the form, whose fields filled from
// MyInfo say "Retrieved from Myinfo" and cannot be changed.
import { expect, test } from 'vitest';
import { MockPassPage } from '../pages/mockpass-page.js';
import { ProfilePage } from '../pages/profile-page.js';
import { useBrowserSession } from '../support/browser-session.js';
import { signInThroughMockPass } from '../support/journeys.js';

const session = useBrowserSession();

/** A MockPass MyInfo persona: MyInfo has data only for its own test people. */
const MYINFO_PERSONA_NRIC = 'S9812381D';

test('Retrieve Myinfo fills the profile and marks the fields "Retrieved from Myinfo"', async () => {
  const profile = await signInThroughMockPass(session.page, { nric: MYINFO_PERSONA_NRIC });
  await profile.retrieveMyinfoButton.click();
  // MyInfo asks the person to log in with Singpass and to consent to sharing the data.
  const mockPass = new MockPassPage(session.page);
  await mockPass.signInAs({ nric: MYINFO_PERSONA_NRIC });
  await mockPass.consent();
  await profile.waitForPath(ProfilePage.path);
  await profile.waitUntilSettled();

  await profile.myinfoMarks.first().waitFor();
  // ACC-37: the Name comes from MyInfo and cannot be changed.
  const name = profile.field('Name');
  expect(await name.inputValue()).not.toBe('');
  expect(await name.isEditable()).toBe(false);
});
