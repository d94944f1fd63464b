import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionSettings } from '../../config/sessions.js';
import type { Database } from '../../db/database.js';
import type {
  AccountRecord,
  AccountRepository,
  AccountSubject,
} from '../accounts/account.repository.js';
import { portalCookieNames } from './portal-cookies.js';
import { newSessionToken, sessionIdOf } from './session-token.js';
import type {
  LoginKind,
  SessionEndReason,
  SessionRecord,
  SessionRepository,
} from './session.repository.js';

// Server-side sessions (SEC-1, ACC-12): the cookie holds a random token, the database its hash, the
// account and the login kind. One running session per account: a new sign-in ends the others as
// SUPERSEDED, and their next status call says so. Sessions end after an absolute lifetime and after
// a period without requests.

export type { SessionEndReason } from './session.repository.js';

/** last_seen_at is written at most this often, not on every request. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

/** Who the identity provider (or the e-mail code) says the person is. */
export interface VerifiedIdentity {
  kind: LoginKind;
  email?: string;
  nric?: string;
  uen?: string;
  corppassUserId?: string;
  role?: string;
  fullName?: string;
}

/** The running session of a request (request.portalSession). */
export interface PortalSession {
  id: string;
  accountId: string;
  loginKind: LoginKind;
  claims: Record<string, string>;
  account: AccountRecord;
}

type SessionLookup =
  | { state: 'running'; session: PortalSession }
  | { state: 'ended'; reason: SessionEndReason }
  | { state: 'none' };

export interface SessionService {
  /** The cookie that carries the session token (`__Host-` outside development, SEC-3). */
  readonly cookieName: string;
  /**
   * Finds or creates the account (PENDING_REGISTRATION), ends the account's other sessions
   * (SUPERSEDED), starts a new session with a NEW id and sets the cookie.
   */
  signIn(reply: FastifyReply, identity: VerifiedIdentity): Promise<{ accountId: string }>;
  /** Ends the request's session (LOGOUT) and clears the cookie. */
  signOut(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** The session a cookie token stands for, ending it first if it has expired or idled out. */
  lookUp(token: string | undefined): Promise<SessionLookup>;
  clearCookie(reply: FastifyReply): void;
  pruneExpired(now: Date): Promise<void>;
}

export interface SessionServiceDependencies {
  db: Database;
  accounts: AccountRepository;
  sessions: SessionRepository;
  settings: SessionSettings;
  /** Secure cookies everywhere but on a developer's plain-HTTP machine. */
  secureCookie: boolean;
  now: () => Date;
}

function subjectOf(identity: VerifiedIdentity): AccountSubject {
  switch (identity.kind) {
    case 'EMAIL':
      if (!identity.email) throw new Error('An e-mail sign-in needs the address');
      return { column: 'email', value: identity.email.toLowerCase() };
    case 'SINGPASS':
      if (!identity.nric) throw new Error('A Singpass sign-in needs the NRIC/FIN');
      return { column: 'singpassSubject', value: identity.nric.toUpperCase() };
    case 'CORPPASS':
      if (!identity.uen || !identity.corppassUserId) {
        throw new Error('A Corppass sign-in needs the UEN and the user id');
      }
      return { column: 'corppassSubject', value: `${identity.uen}:${identity.corppassUserId}` };
  }
}

function claimsOf(identity: VerifiedIdentity): Record<string, string> {
  const claims: Record<string, string> = {};
  if (identity.nric) claims.nric = identity.nric;
  if (identity.uen) claims.uen = identity.uen;
  if (identity.role) claims.role = identity.role;
  if (identity.corppassUserId) claims.corppassUserId = identity.corppassUserId;
  return claims;
}

function toPortalSession(record: SessionRecord): PortalSession {
  const { id, accountId, loginKind, claims, account } = record;
  return { id, accountId, loginKind, claims, account };
}

export function createSessionService(dependencies: SessionServiceDependencies): SessionService {
  const { db, accounts, sessions, settings, secureCookie, now } = dependencies;
  const cookieName = portalCookieNames(secureCookie).session;
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookie,
  } as const;

  function clearCookie(reply: FastifyReply): void {
    reply.clearCookie(cookieName, cookieOptions);
  }

  /** Why a running session must end now, if it must. */
  function expiryOf(record: SessionRecord, at: Date): SessionEndReason | undefined {
    if (at >= record.expiresAt) return 'EXPIRED';
    if (at.getTime() - record.lastSeenAt.getTime() > settings.idleTtlMs) return 'IDLE';
    return undefined;
  }

  return {
    cookieName,

    async signIn(reply, identity) {
      const at = now();
      const token = newSessionToken();
      const previous = reply.request.portalSession;
      const accountId = await db.transaction(async (tx) => {
        const { account } = await accounts.findOrCreate(
          subjectOf(identity),
          identity.fullName ?? '',
          tx,
        );
        if (identity.fullName) await accounts.fillMissingName(account.id, identity.fullName, tx);
        // The browser's earlier session (perhaps of another account) is replaced, not superseded.
        if (previous) await sessions.end(previous.id, 'LOGOUT', at, tx);
        await sessions.endAccountSessions(account.id, 'SUPERSEDED', at, tx);
        await sessions.insert(
          {
            id: sessionIdOf(token),
            accountId: account.id,
            loginKind: identity.kind,
            claims: claimsOf(identity),
            createdAt: at,
            expiresAt: new Date(at.getTime() + settings.absoluteTtlMs),
          },
          tx,
        );
        return account.id;
      });
      reply.setCookie(cookieName, token, cookieOptions);
      const started = await sessions.findById(sessionIdOf(token));
      reply.request.portalSession = started ? toPortalSession(started) : null;
      return { accountId };
    },

    async signOut(request, reply) {
      if (request.portalSession) {
        await sessions.end(request.portalSession.id, 'LOGOUT', now());
        request.portalSession = null;
      }
      clearCookie(reply);
    },

    async lookUp(token) {
      if (!token) return { state: 'none' };
      const record = await sessions.findById(sessionIdOf(token));
      if (record === undefined) return { state: 'none' };
      if (record.endReason !== null) return { state: 'ended', reason: record.endReason };
      const at = now();
      const expiry = expiryOf(record, at);
      if (expiry !== undefined) {
        await sessions.end(record.id, expiry, at);
        return { state: 'ended', reason: expiry };
      }
      if (at.getTime() - record.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
        await sessions.touch(record.id, at);
      }
      return { state: 'running', session: toPortalSession(record) };
    },

    clearCookie,
    pruneExpired: (at) => sessions.pruneExpired(at),
  };
}
