import { randomUUID } from 'node:crypto';
import { API_PATHS, REDIRECT_PATHS } from '@aviation-permits/domain/http';
import {
  IDENTITY_CALLBACK_PATHS,
  SIGN_IN_ERROR_CODES,
  type SignInErrorCode,
} from '@aviation-permits/domain/identity';
import { profileResponseSchema } from '@aviation-permits/domain/profile';
import { userSessionSchema } from '@aviation-permits/domain/session';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/accounts.js';
import {
  serviceGet,
  signInThroughMockPass,
  startPortalWithMockPass,
  type PortalWithMockPass,
} from '../../test-support/portal-with-mockpass.js';
import { CookieBrowser, type Hop } from '../../test-support/cookie-browser.js';
import { signIn } from '../../test-support/signed-in-client.js';

// "Retrieve Myinfo" on the whole portal against MockPass in a child process: Singpass sign-in, then
// MyInfo's authorise → MockPass's Singpass login → consent page → the portal's callback, which reads
// the person and fills the profile. MyInfo has data only for MockPass's own personas.

/** MockPass MyInfo personas; each test signs in a person of its own (one session per account). */
const PERSONAS = {
  roundTrip: 'S9812381D',
  replay: 'S9812385G',
  mismatchSession: 'S9812379B',
  mismatchAtMyinfo: 'S9812353I',
  declines: 'S9812390C',
  active: 'S9812346F',
};

let portal: PortalWithMockPass;
let baseUrl: string;

beforeAll(async () => {
  portal = await startPortalWithMockPass();
  baseUrl = portal.baseUrl;
});

afterAll(() => portal?.close());

function mockPassPerson(nric: string): Record<string, string> {
  return { 'X-Custom-NRIC': nric, 'X-Custom-UUID': randomUUID() };
}

async function signInWithSingpass(nric: string): Promise<CookieBrowser> {
  const browser = new CookieBrowser();
  const back = await signInThroughMockPass(
    browser,
    portal,
    REDIRECT_PATHS.singpassAuthorize,
    mockPassPerson(nric),
  );
  expect(back.location).toBe(`${baseUrl}/`);
  return browser;
}

async function profileOf(browser: CookieBrowser) {
  return profileResponseSchema.parse(await serviceGet(browser, portal, API_PATHS.profile));
}

/** The values of a HTML form's inputs (MockPass's consent page), entities decoded. */
function formInputs(html: string): Record<string, string> {
  const decode = (text: string) =>
    text.replace(/&(#x?[\da-f]+|amp|lt|gt|quot);/gi, (_entity, code: string) => {
      const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };
      if (named[code]) return named[code];
      return String.fromCodePoint(
        code.startsWith('#x') ? parseInt(code.slice(2), 16) : Number(code.slice(1)),
      );
    });
  const inputs: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(/<input[^>]*name="([^"]+)" value="([^"]*)"/g)) {
    if (name && value !== undefined && !(name in inputs)) inputs[name] = decode(value);
  }
  return inputs;
}

/**
 * Portal → MyInfo authorise → MockPass's Singpass login (as `myinfoPerson`) → consent page, where
 * the person answers `decision`; returns MyInfo's redirect to the portal's callback.
 */
async function throughMyinfo(
  browser: CookieBrowser,
  myinfoPerson: string,
  decision: 'allow' | 'deny' = 'allow',
): Promise<string> {
  const start = await browser.get(`${baseUrl}${REDIRECT_PATHS.myinfo}`);
  expect(start.location).toMatch(new RegExp(`^${portal.mockPass.myinfoBaseUrl}/authorise\\?`));
  const authorise = await browser.get(start.location!);
  const login = await browser.get(authorise.location!, mockPassPerson(myinfoPerson));
  const consented = await browser.get(login.location!);
  const consentPage = await browser.get(consented.location!);
  expect(consentPage.status).toBe(200);
  const form = formInputs(await consentPage.response.text());
  const answer = await browser.post(consentPage.response.url, { ...form, decision });
  expect(answer.status).toBe(302);
  return answer.location!;
}

function loginError(code: SignInErrorCode): string {
  return `${baseUrl}/login?error=${code}`;
}

describe('Retrieve Myinfo after a Singpass sign-in', () => {
  it('asks MyInfo for the person attributes, with the purpose, state and callback', async () => {
    const browser = await signInWithSingpass(PERSONAS.roundTrip);

    const start = await browser.get(`${baseUrl}${REDIRECT_PATHS.myinfo}`);
    const url = new URL(start.location!);

    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'aviation-permits-local',
      attributes: 'uinfin,name,email,mobileno,dob,nationality,regadd',
      redirect_uri: `${baseUrl}${IDENTITY_CALLBACK_PATHS.myinfo}`,
      purpose: expect.stringMatching(/^To fill in your registration with /),
    });
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
  });

  it('fills the profile from MyInfo, marks those fields and lands on /profile', async () => {
    const browser = await signInWithSingpass(PERSONAS.roundTrip);

    const callback = await throughMyinfo(browser, PERSONAS.roundTrip);
    expect(callback).toMatch(new RegExp(`^${baseUrl}${IDENTITY_CALLBACK_PATHS.myinfo}\\?`));
    const back = await browser.get(callback);
    const profile = await profileOf(browser);

    expect(back.location).toBe(`${baseUrl}/profile`);
    expect(profile.profile).toMatchObject({
      name: 'TAN HENG HUAT',
      email: 'myinfotesting@gmail.com',
      dateOfBirth: '1998-06-06',
      citizenship: 'SG',
      idType: 'NRIC/FIN',
      idNumber: 'S9812381D',
      mobileNumber: '97399245',
      addressType: 'Local',
      postalCode: '460102',
      blockHouseNo: '102',
      streetName: 'BEDOK NORTH AVENUE 4',
      levelNo: '09',
      unitNo: '128',
      buildingName: 'PEARL GARDEN',
    });
    // A Singpass applicant whose profile may still change is offered the retrieval again.
    expect(profile.myinfoAvailable).toBe(true);
    expect([...profile.myinfoFields].sort()).toEqual(
      [
        'name',
        'email',
        'dateOfBirth',
        'citizenship',
        'idType',
        'idNumber',
        'mobileNumber',
        'addressType',
        'postalCode',
        'blockHouseNo',
        'streetName',
        'levelNo',
        'unitNo',
        'buildingName',
      ].sort(),
    );
    // The session is untouched: still the same Singpass login.
    expect(
      userSessionSchema.parse(await serviceGet(browser, portal, API_PATHS.status)),
    ).toMatchObject({
      userSessionValid: true,
      spcpLogin: true,
    });
  });

  it('refuses a callback replayed after it was used', async () => {
    const browser = await signInWithSingpass(PERSONAS.replay);
    const callback = await throughMyinfo(browser, PERSONAS.replay);
    await browser.get(callback);

    const replay = await browser.get(callback);

    expect(replay.location).toBe(loginError(SIGN_IN_ERROR_CODES.stateMismatch));
  });

  it('refuses the data of another person logged in at MyInfo, and fills nothing', async () => {
    const browser = await signInWithSingpass(PERSONAS.mismatchSession);

    const callback = await throughMyinfo(browser, PERSONAS.mismatchAtMyinfo);
    const back = await browser.get(callback);

    expect(back.location).toBe(loginError(SIGN_IN_ERROR_CODES.myinfoNotAllowed));
    expect((await profileOf(browser)).myinfoFields).toEqual([]);
  });

  it('fills nothing when the person declines consent at MyInfo', async () => {
    const browser = await signInWithSingpass(PERSONAS.declines);

    const callback = await throughMyinfo(browser, PERSONAS.declines, 'deny');
    const back = await browser.get(callback);

    expect(back.location).toBe(loginError(SIGN_IN_ERROR_CODES.cancelled));
    expect((await profileOf(browser)).myinfoFields).toEqual([]);
  });
});

describe('Retrieve Myinfo is refused', () => {
  async function startFrom(request: () => Promise<Hop>): Promise<string | null> {
    const start = await request();
    expect(start.status).toBe(302);
    return start.location;
  }

  it('to a visitor who has not signed in', async () => {
    const browser = new CookieBrowser();

    expect(await startFrom(() => browser.get(`${baseUrl}${REDIRECT_PATHS.myinfo}`))).toBe(
      loginError(SIGN_IN_ERROR_CODES.myinfoNotAllowed),
    );
  });

  it('to a person signed in with an e-mail code', async () => {
    const client = await signIn(portal.app, portal.db, { email: 'myinfo-email@example.com' });

    const start = await client.request({ method: 'GET', url: REDIRECT_PATHS.myinfo });

    expect(start.statusCode).toBe(302);
    expect(start.headers.location).toBe('/login?error=myinfo-not-allowed');
  });

  it('to a Corppass user', async () => {
    const browser = new CookieBrowser();
    await signInThroughMockPass(browser, portal, REDIRECT_PATHS.corppassAuthRedirect);

    expect(await startFrom(() => browser.get(`${baseUrl}${REDIRECT_PATHS.myinfo}`))).toBe(
      loginError(SIGN_IN_ERROR_CODES.myinfoNotAllowed),
    );
  });

  it('to an ACTIVE account, whose profile is no longer a registration', async () => {
    const browser = await signInWithSingpass(PERSONAS.active);
    await portal.db
      .update(accounts)
      .set({ status: 'ACTIVE' })
      .where(eq(accounts.singpassSubject, PERSONAS.active));

    expect(await startFrom(() => browser.get(`${baseUrl}${REDIRECT_PATHS.myinfo}`))).toBe(
      loginError(SIGN_IN_ERROR_CODES.myinfoNotAllowed),
    );
  });
});
