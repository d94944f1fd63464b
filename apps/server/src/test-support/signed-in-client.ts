import type { LoginKind } from '@aviation-permits/domain/session';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../db/database.js';
import {
  createAccountRepository,
  type AccountSubject,
} from '../platform/accounts/account.repository.js';
import { portalCookieNames } from '../platform/sessions/portal-cookies.js';
import { newSessionToken, sessionIdOf } from '../platform/sessions/session-token.js';
import { createSessionRepository } from '../platform/sessions/session.repository.js';
import { newClientAddress } from './client-address.js';
import {
  accessContentToken,
  csrfCredentials,
  type CsrfCredentials,
  type TestApp,
} from './test-app.js';

// A signed-in person calling the API in process (app.inject) with everything a browser sends: the
// session and CSRF cookies, the access-content and CSRF headers, from a client address of its own.
// `signIn` places the account and session rows a sign-in would write (the sign-in flows have
// tests of their own: email-sign-in.ts signs in through the real e-mail code flow).

const ONE_HOUR_MS = 60 * 60 * 1000;

/**
 * The session cookie's names: plain in development, `__Host-` prefixed wherever cookies are Secure
 * (SEC-3). The token goes under both, so a client works with an app in either mode.
 */
const SESSION_COOKIE_NAMES = [false, true].map((secure) => portalCookieNames(secure).session);

interface ClientRequest {
  method: 'GET' | 'PUT' | 'POST';
  url: string;
  json?: unknown;
  /** Sent as multipart/form-data, boundary and all, as a browser sends a FormData. */
  form?: FormData;
}

export interface SignedInClient {
  accountId: string;
  /** The client address its calls come from; another client may be given the same one. */
  remoteAddress: string;
  request(options: ClientRequest): Promise<LightMyRequestResponse>;
}

/** Serialises a FormData the way a browser does (boundary and all). */
async function encodeForm(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const encoded = new Response(form);
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

/**
 * A client that sends these cookies and headers (a browser's, once signed in), from an address of
 * its own unless told otherwise.
 */
export function clientOf(
  app: TestApp,
  accountId: string,
  credentials: CsrfCredentials,
  remoteAddress = newClientAddress(),
): SignedInClient {
  const { cookies, headers } = credentials;
  return {
    accountId,
    remoteAddress,
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

/** Who signs in: with an e-mail code, with Singpass (NRIC), or with Corppass for an entity (UEN). */
export type SignInIdentity = { email: string } | { nric: string } | { uen: string; email: string };

export interface SignInOptions {
  fullName?: string;
  /** Approve the account (ACTIVE, as `npm run accounts -- approve` leaves it); else it stays
   * in its first status, PENDING_REGISTRATION. */
  approved?: boolean;
  /** The session's start; the app's clock when tests move it. */
  at?: Date;
  remoteAddress?: string;
}

interface SignInRows {
  key: AccountSubject;
  loginKind: LoginKind;
  claims: Record<string, string>;
}

function rowsOf(identity: SignInIdentity): SignInRows {
  if ('nric' in identity) {
    return {
      key: { column: 'singpassSubject', value: identity.nric },
      loginKind: 'SINGPASS',
      claims: { nric: identity.nric },
    };
  }
  if ('uen' in identity) {
    return {
      key: { column: 'corppassSubject', value: `${identity.uen}:${identity.email}` },
      loginKind: 'CORPPASS',
      claims: { uen: identity.uen },
    };
  }
  return { key: { column: 'email', value: identity.email }, loginKind: 'EMAIL', claims: {} };
}

/** A person signed in: the account and session rows the sign-in writes, then the CSRF token. */
export async function signIn(
  app: TestApp,
  db: Database,
  identity: SignInIdentity,
  options: SignInOptions = {},
): Promise<SignedInClient> {
  const accounts = createAccountRepository(db);
  const { key, loginKind, claims } = rowsOf(identity);
  const { account } = await accounts.findOrCreate(key, options.fullName ?? '');
  // A Corppass user's e-mail comes proved from the provider (ACC-34).
  if ('uen' in identity) await accounts.claimProvedEmail(account.id, identity.email);
  if (options.approved) {
    await db.transaction((tx) => accounts.setStatus(account.id, 'ACTIVE', tx));
  }
  const token = newSessionToken();
  const at = options.at ?? new Date();
  await createSessionRepository(db).insert({
    id: sessionIdOf(token),
    accountId: account.id,
    loginKind,
    claims,
    createdAt: at,
    expiresAt: new Date(at.getTime() + ONE_HOUR_MS),
  });
  // Asked for within the session, as a browser does after signing in (SEC-4).
  const credentials = await csrfCredentials(
    app,
    await accessContentToken(app),
    Object.fromEntries(SESSION_COOKIE_NAMES.map((name) => [name, token])),
  );
  return clientOf(app, account.id, credentials, options.remoteAddress);
}
