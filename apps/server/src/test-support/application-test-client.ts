import { API_PATHS, REQUEST_HEADERS, type LoginKind } from '@aviation-permits/domain';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../db/database.js';
import { createAccountRepository } from '../platform/accounts/account.repository.js';
import { newSessionToken, sessionIdOf } from '../platform/sessions/session-token.js';
import { createSessionRepository } from '../platform/sessions/session.repository.js';
import { accessContentToken, type TestApp } from './test-app.js';

// Test support of the application routes: an applicant whose account an officer has approved
// (ACTIVE, as `npm run accounts -- approve` leaves it), signed in by e-mail or, for an entity's
// member, by Corppass with the entity's UEN, and requests carrying what a browser sends.

const ONE_HOUR_MS = 60 * 60 * 1000;

/**
 * The session cookie's names: plain in development, `__Host-` prefixed wherever cookies are
 * Secure. The token goes under both, so the client does not depend on that decision.
 */
const SESSION_COOKIE_NAMES = ['portal-session', '__Host-portal-session'];

let clients = 0;

export interface ApplicantOptions {
  /** Sign in through Corppass for this entity (UEN) instead of with an e-mail code. */
  uen?: string;
  fullName?: string;
  /** Leave the account in its first status (PENDING_REGISTRATION) instead of approving it. */
  notApproved?: boolean;
  /** The session's start; the app's clock when tests move it. */
  at?: Date;
}

export interface ApplicantClient {
  accountId: string;
  request(options: {
    method: 'GET' | 'PUT' | 'POST';
    url: string;
    json?: unknown;
    form?: FormData;
  }): Promise<LightMyRequestResponse>;
}

async function encodeForm(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const encoded = new Response(form);
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

export async function signInApplicant(
  app: TestApp,
  db: Database,
  email: string,
  options: ApplicantOptions = {},
): Promise<ApplicantClient> {
  const accounts = createAccountRepository(db);
  const fullName = options.fullName ?? email.split('@')[0] ?? '';
  const loginKind: LoginKind = options.uen === undefined ? 'EMAIL' : 'CORPPASS';
  const { account } = await accounts.findOrCreate(
    options.uen === undefined
      ? { column: 'email', value: email }
      : { column: 'corppassSubject', value: `${options.uen}:${email}` },
    fullName,
  );
  if (options.uen !== undefined) await accounts.claimProvedEmail(account.id, email);
  if (!options.notApproved) {
    await db.transaction((tx) => accounts.setStatus(account.id, 'ACTIVE', tx));
  }
  const token = newSessionToken();
  const at = options.at ?? new Date();
  await createSessionRepository(db).insert({
    id: sessionIdOf(token),
    accountId: account.id,
    loginKind,
    claims: options.uen === undefined ? {} : { uen: options.uen },
    createdAt: at,
    expiresAt: new Date(at.getTime() + ONE_HOUR_MS),
  });
  const sessionCookies = Object.fromEntries(SESSION_COOKIE_NAMES.map((name) => [name, token]));
  // The CSRF token is asked for within the session, as a browser does after signing in.
  const accessToken = await accessContentToken(app);
  const csrfAnswer = await app.inject({
    method: 'GET',
    url: API_PATHS.csrfToken,
    cookies: sessionCookies,
    headers: { [REQUEST_HEADERS.accessContent]: accessToken },
  });
  const { csrfToken } = csrfAnswer.json<{ csrfToken: string }>();
  const cookies = {
    ...sessionCookies,
    ...Object.fromEntries(csrfAnswer.cookies.map(({ name, value }) => [name, value])),
  };
  const headers = {
    [REQUEST_HEADERS.accessContent]: accessToken,
    [REQUEST_HEADERS.csrfToken]: csrfToken,
  };
  const remoteAddress = `10.1.${Math.floor(++clients / 250)}.${clients % 250}`;

  return {
    accountId: account.id,
    async request({ method, url, json, form }) {
      const encoded = form ? await encodeForm(form) : undefined;
      return app.inject({
        method,
        url,
        remoteAddress,
        cookies,
        headers: {
          ...headers,
          ...(encoded ? { 'content-type': encoded.contentType } : {}),
        },
        ...(json === undefined ? {} : { payload: json as object }),
        ...(encoded ? { payload: encoded.body } : {}),
      });
    },
  };
}
