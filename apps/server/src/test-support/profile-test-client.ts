import type { ProfileInput } from '@aviation-permits/domain';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../db/database.js';
import { createAccountRepository } from '../platform/accounts/account.repository.js';
import { newSessionToken, sessionIdOf } from '../platform/sessions/session-token.js';
import { createSessionRepository } from '../platform/sessions/session.repository.js';
import { accessContentToken, csrfCredentials, type TestApp } from './test-app.js';
import { TEST_COOKIE_NAMES } from './test-config.js';

// Test support of the profile routes: an applicant signed in with an e-mail code (the account and
// session rows the session service would write), and requests carrying everything a browser sends.

const ONE_HOUR_MS = 60 * 60 * 1000;

// Each applicant calls from an address of their own, so per-client rate limits count them apart.
let clients = 0;

export interface SignedInClient {
  accountId: string;
  /** The client address its calls come from; another client may be given the same one. */
  remoteAddress: string;
  request(options: {
    method: 'GET' | 'PUT' | 'POST';
    url: string;
    json?: unknown;
    form?: FormData;
  }): Promise<LightMyRequestResponse>;
}

/** Serialises a FormData the way a browser does (boundary and all). */
async function encodeForm(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const encoded = new Response(form);
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

export async function signInWithEmail(
  app: TestApp,
  db: Database,
  email: string,
  options: { remoteAddress?: string } = {},
): Promise<SignedInClient> {
  const { account } = await createAccountRepository(db).findOrCreate(
    { column: 'email', value: email },
    '',
  );
  const token = newSessionToken();
  const now = new Date();
  await createSessionRepository(db).insert({
    id: sessionIdOf(token),
    accountId: account.id,
    loginKind: 'EMAIL',
    claims: {},
    createdAt: now,
    expiresAt: new Date(now.getTime() + ONE_HOUR_MS),
  });
  // Asked for within the session, as a browser does after signing in (SEC-4).
  const csrf = await csrfCredentials(app, await accessContentToken(app), {
    [TEST_COOKIE_NAMES.session]: token,
  });
  const cookies = csrf.cookies;
  const remoteAddress =
    options.remoteAddress ?? `10.0.${Math.floor(++clients / 250)}.${clients % 250}`;

  return {
    accountId: account.id,
    remoteAddress,
    async request({ method, url, json, form }) {
      const encoded = form ? await encodeForm(form) : undefined;
      return app.inject({
        method,
        url,
        remoteAddress,
        cookies,
        headers: {
          ...csrf.headers,
          ...(encoded ? { 'content-type': encoded.contentType } : {}),
        },
        ...(json === undefined ? {} : { payload: json as object }),
        ...(encoded ? { payload: encoded.body } : {}),
      });
    },
  };
}

/** A profile that passes every rule: a local applicant with the fewest fields filled. */
export const COMPLETE_PROFILE: ProfileInput = {
  salutation: 'Mdm',
  name: 'Lim Mei Ling',
  email: 'mei.ling@example.com',
  username: 'meiling',
  dateOfBirth: '1985-06-15',
  citizenship: 'SG',
  idType: 'NRIC/FIN',
  idNumber: 'S1234567D',
  mobileNumber: '91234567',
  primaryContactMode: 'Mobile',
  designation: 'Director',
  addressType: 'Local',
  postalCode: '018956',
  blockHouseNo: '10',
  streetName: 'BAYFRONT AVENUE',
  mailingSameAsAddress: true,
  premisesType: 'Office',
};
