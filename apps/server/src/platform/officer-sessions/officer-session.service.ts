import {
  officerStageOf,
  type OfficerRole,
  type OfficerStage,
} from '@aviation-permits/domain/officer';
import type { FastifyReply } from 'fastify';
import type { OfficerSessionSettings } from '../../config/officers.js';
import type { Database } from '../../db/database.js';
import { newSessionToken, sessionIdOf } from '../sessions/session-token.js';
import { officerSessionCookieName, officerSessionCookieOptions } from './officer-cookie.js';
import type {
  OfficerSessionEndReason,
  OfficerSessionRecord,
  OfficerSessionRepository,
} from './officer-session.repository.js';

// Officer sessions (OFF-5, OFF-6): a kind of session of their own, with their own cookie, table and
// time-outs, so an applicant's session never stands for an officer's nor the reverse. The cookie
// holds a random token, the table its SHA-256 (as for applicants). A session begins at the e-mail
// code as "signing in", and is signed in once the second factor is passed, under a new token. It
// ends after OFFICER_SESSION_ABSOLUTE_TTL_MS, after OFFICER_SESSION_IDLE_TTL_MS without requests,
// and at the first request after its officer was disabled.

export type { OfficerSessionEndReason } from './officer-session.repository.js';

/** last_seen_at is written at most this often, not on every request. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

/** The running officer session of a request (request.officerSession). */
export interface OfficerSession {
  id: string;
  officerId: string;
  stage: OfficerStage;
  officer: { email: string; displayName: string; role: OfficerRole; enrolled: boolean };
}

type OfficerSessionLookup =
  | { state: 'running'; session: OfficerSession }
  | { state: 'ended'; reason: OfficerSessionEndReason }
  | { state: 'none' };

export interface OfficerSessionService {
  /** `officer-session`, `__Host-` prefixed wherever cookies are Secure. */
  readonly cookieName: string;
  /** How long a session lasts without a request (OFFICER_SESSION_IDLE_TTL_MS); the console warns by it. */
  readonly idleTimeoutMs: number;
  /** The session a cookie token stands for, ending it first if it expired, idled out, or its officer was disabled. */
  lookUp(token: string | undefined): Promise<OfficerSessionLookup>;
  /** A signing-in session for the officer (the e-mail code was right); answers its token. */
  begin(officerId: string, at: Date, tx: Database): Promise<string>;
  /**
   * The second factor was passed: the session moves to a new token and is signed in. Undefined
   * when it was no longer a running signing-in session.
   */
  completeSecondFactor(sessionId: string, at: Date, tx: Database): Promise<string | undefined>;
  /** Counts one wrong second-factor code in the session; answers the session's count. */
  addWrongSecondFactor(sessionId: string, tx: Database): Promise<number>;
  end(sessionId: string, reason: OfficerSessionEndReason, at: Date, tx?: Database): Promise<void>;
  endOfficerSessions(
    officerId: string,
    reason: OfficerSessionEndReason,
    at: Date,
    tx?: Database,
  ): Promise<void>;
  setCookie(reply: FastifyReply, token: string): void;
  clearCookie(reply: FastifyReply): void;
  pruneExpired(now: Date): Promise<void>;
}

export interface OfficerSessionServiceDependencies {
  sessions: OfficerSessionRepository;
  settings: OfficerSessionSettings;
  secureCookie: boolean;
  now: () => Date;
}

function toOfficerSession(record: OfficerSessionRecord): OfficerSession {
  const { id, officerId, officer } = record;
  const enrolled = officer.totpEnrolledAt !== null;
  return {
    id,
    officerId,
    stage: officerStageOf({ secondFactorDone: record.secondFactorAt !== null, enrolled }),
    officer: {
      email: officer.email,
      displayName: officer.displayName,
      role: officer.role,
      enrolled,
    },
  };
}

export function createOfficerSessionService(
  dependencies: OfficerSessionServiceDependencies,
): OfficerSessionService {
  const { sessions, settings, secureCookie, now } = dependencies;
  const cookieName = officerSessionCookieName(secureCookie);
  const cookieOptions = officerSessionCookieOptions(secureCookie);

  /** Why a running session must end now, if it must. */
  function endingOf(record: OfficerSessionRecord, at: Date): OfficerSessionEndReason | undefined {
    if (record.officer.status !== 'active') return 'DISABLED';
    if (at >= record.expiresAt) return 'EXPIRED';
    if (at.getTime() - record.lastSeenAt.getTime() > settings.idleTtlMs) return 'IDLE';
    return undefined;
  }

  return {
    cookieName,
    idleTimeoutMs: settings.idleTtlMs,

    async lookUp(token) {
      if (!token) return { state: 'none' };
      const record = await sessions.findById(sessionIdOf(token));
      if (record === undefined) return { state: 'none' };
      if (record.endReason !== null) return { state: 'ended', reason: record.endReason };
      const at = now();
      const ending = endingOf(record, at);
      if (ending !== undefined) {
        await sessions.end(record.id, ending, at);
        return { state: 'ended', reason: ending };
      }
      if (at.getTime() - record.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
        await sessions.touch(record.id, at);
      }
      return { state: 'running', session: toOfficerSession(record) };
    },

    async begin(officerId, at, tx) {
      const token = newSessionToken();
      await sessions.insert(
        {
          id: sessionIdOf(token),
          officerId,
          createdAt: at,
          expiresAt: new Date(at.getTime() + settings.absoluteTtlMs),
        },
        tx,
      );
      return token;
    },

    async completeSecondFactor(sessionId, at, tx) {
      const token = newSessionToken();
      const moved = await sessions.completeSecondFactor(sessionId, sessionIdOf(token), at, tx);
      return moved ? token : undefined;
    },

    addWrongSecondFactor: (sessionId, tx) => sessions.addWrongSecondFactor(sessionId, tx),
    end: (sessionId, reason, at, tx) => sessions.end(sessionId, reason, at, tx),
    endOfficerSessions: (officerId, reason, at, tx) =>
      sessions.endOfficerSessions(officerId, reason, at, tx),

    setCookie(reply, token) {
      reply.setCookie(cookieName, token, cookieOptions);
    },
    clearCookie(reply) {
      reply.clearCookie(cookieName, cookieOptions);
    },
    pruneExpired: (at) => sessions.pruneExpired(at),
  };
}
