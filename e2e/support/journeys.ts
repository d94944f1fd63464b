// The steps many tests start from, written once: an e-mail sign-in, a registration, an approval.
import type { Page } from 'playwright-core';
import { LoginPage } from '../pages/login-page.js';
import { MockPassPage, type MockPassIdentity } from '../pages/mockpass-page.js';
import { ProfilePage, type ProfileAnswers } from '../pages/profile-page.js';
import { decideAccount, type PortalUnderTest } from './accounts-cli.js';
import { DETAILS_SUBMITTED } from './spec-expectations.js';
import { uniqueNric } from './test-identities.js';

/**
 * A complete, valid profile (ACC-18) with a local address, by label. Postal code 018956
 * is in the portal's embedded gazetteer (the lookup fills the same block and street).
 */
export function validProfile(email: string): ProfileAnswers {
  return {
    Salutation: 'Mr',
    Name: 'Tan Ah Kow',
    'Email Address': email,
    Username: `tan.${email.split('@')[0] ?? 'user'}`,
    'Date Of Birth': '1980-05-17',
    Citizenship: 'Singapore',
    'ID Type': 'NRIC/FIN',
    'ID Number': uniqueNric(),
    'Mobile Number': '91234567',
    'Primary Contact Mode': 'Mobile',
    Designation: 'Manager',
    'Address Type': 'Local',
    'Postal Code': '018956',
    'Block/House No.': '10',
    'Street Name': 'BAYFRONT AVENUE',
    'Type of Premises': 'Office',
  };
}

/** A new user signs in by e-mail code and lands on /profile (the index redirect, ROUTE-6). */
export async function signInAsNewUser(page: Page, email: string): Promise<ProfilePage> {
  await new LoginPage(page).signInWithEmail(email);
  const profile = new ProfilePage(page);
  await profile.waitForPath(ProfilePage.path);
  return profile;
}

/**
 * Singpass (or, with a UEN, Corppass) through the embedded MockPass, from /login. A new user
 * comes back to /profile.
 */
export async function signInThroughMockPass(
  page: Page,
  identity: MockPassIdentity,
): Promise<ProfilePage> {
  const login = new LoginPage(page);
  await login.open();
  await (identity.uen === undefined ? login.singpassButton : login.corppassButton).click();
  await new MockPassPage(page).signInAs(identity);
  const profile = new ProfilePage(page);
  await profile.waitForPath(ProfilePage.path);
  await profile.waitUntilSettled();
  return profile;
}

/** Fills and submits a valid profile on /profile; the account is SUBMITTED after. */
export async function submitValidProfile(profile: ProfilePage, email: string): Promise<void> {
  await profile.fill(validProfile(email));
  await profile.submitButton.click();
  await profile.toast(DETAILS_SUBMITTED).waitFor();
}

/** Signs in by e-mail code, fills and submits the profile; the account is SUBMITTED after. */
export async function registerByEmail(page: Page, email: string): Promise<ProfilePage> {
  const profile = await signInAsNewUser(page, email);
  await submitValidProfile(profile, email);
  return profile;
}

/** Registers, has the account approved with the command, and lands on /dashboard as ACTIVE. */
export async function signInAsActiveUser(
  page: Page,
  portal: PortalUnderTest,
  email: string,
): Promise<ProfilePage> {
  const profile = await registerByEmail(page, email);
  await decideAccount(portal, 'approve', email);
  await profile.goto('/');
  await profile.waitForPath('/dashboard');
  return profile;
}
