import {
  formatRecoveryCode,
  OFFICER_MESSAGES,
  type OfficerAuditAction,
  type TotpEnrolment,
} from '@aviation-permits/domain/officer';
import { REGISTRATION_MESSAGES } from '@aviation-permits/domain/messages';
import { type OtpRequestAccepted } from '@aviation-permits/domain/auth';
import type { Database } from '../../db/database.js';
import {
  ConflictError,
  ForbiddenError,
  UnauthorizedError,
  ValidationError,
} from '../../errors/http-errors.js';
import type {
  OfficerSession,
  OfficerSessionService,
} from '../../platform/officer-sessions/officer-session.service.js';
import type { OfficerSignInCodesPort } from '../../platform/ports/officer-sign-in-codes.js';
import type { SealedText } from '../../security/sealed-text.js';
import type { AuditOrigin } from './audit-origin.js';
import type { OfficerAuditRepository } from './officer-audit.repository.js';
import type { OfficerRecord, OfficerRepository } from './officer.repository.js';
import { newRecoveryCodes, type RecoveryCodeHasher } from './recovery-codes.js';
import type { SecondFactorLimits } from './second-factor-limits.js';
import { newTotpSecret, totpEnrolmentOf, totpStepOf } from './totp.js';

// The officers' sign-in (OFF-2 to OFF-4, docs/officer-console.md):
// 1. an e-mail one-time code (the otp module's codes, under the officers' scope), e-mailed to an
//    active officer's address only, with the same answer for any address; a right code starts a
//    signing-in session;
// 2. the authenticator's code (TOTP), or a recovery code; an officer not enrolled yet sets the app
//    up first, and a right code completes the set-up and answers ten recovery codes, once.
// Passing step 2 moves the session to a new token and signs it in. Every step writes its audit row
// in the transaction of its change (OFF-8).

/** Who is making the call: the request's officer session, its client and its origin. */
export interface SecondFactorAttempt {
  session: OfficerSession;
  /** The client address, keyed (platform/rate-limit/client-key.ts). */
  clientKey: string;
  origin: AuditOrigin;
}

export interface OfficerSignInService {
  requestCode(email: string, clientKey: string): Promise<OtpRequestAccepted>;
  /**
   * A right code of an active officer starts a signing-in session (ending the browser's previous
   * officer session); answers its cookie token. Anything else: the applicants' wrong-code answer.
   */
  verifyCode(
    email: string,
    code: string,
    attempt: { previous: OfficerSession | null; clientKey: string; origin: AuditOrigin },
  ): Promise<string>;
  /** The authenticator's code: answers the signed-in session's token. */
  verifyTotp(attempt: SecondFactorAttempt, code: string): Promise<string>;
  /** A recovery code instead: answers the signed-in session's token. */
  useRecoveryCode(attempt: SecondFactorAttempt, code: string): Promise<string>;
  /** A new secret for the officer's app (not enrolled yet). */
  startEnrolment(session: OfficerSession): Promise<TotpEnrolment>;
  /** A right code completes the set-up: the signed-in session's token and the recovery codes. */
  completeEnrolment(
    attempt: SecondFactorAttempt,
    code: string,
  ): Promise<{ token: string; recoveryCodes: string[] }>;
  signOut(session: OfficerSession | null, origin: AuditOrigin): Promise<void>;
}

export interface OfficerSignInDependencies {
  db: Database;
  officers: OfficerRepository;
  audit: OfficerAuditRepository;
  officerSessions: OfficerSessionService;
  codes: OfficerSignInCodesPort;
  limits: SecondFactorLimits;
  /** Seals the authenticator secrets (key derived from APP_SECRET). */
  secrets: SealedText;
  hashRecoveryCode: RecoveryCodeHasher;
  /** Names the account in the officer's authenticator app. */
  issuer: string;
  now: () => Date;
}

const wrongCode = (field: string, message: string) =>
  new ValidationError([{ field, errorMessage: message }]);

export function createOfficerSignInService(
  dependencies: OfficerSignInDependencies,
): OfficerSignInService {
  const { db, officers, audit, officerSessions, codes, limits, secrets, now } = dependencies;

  /** The session's officer, as it is now in the database. */
  async function officerOf(session: OfficerSession): Promise<OfficerRecord> {
    const officer = await officers.findById(session.officerId);
    if (officer === undefined) throw new UnauthorizedError();
    return officer;
  }

  /** The authenticator secret; a 409 when APP_SECRET changed since it was sealed. */
  function secretOf(officer: OfficerRecord, sealed: string): string {
    const secret = secrets.open(sealed, officer.id);
    if (secret === undefined) throw new ConflictError(OFFICER_MESSAGES.secretUnreadable);
    return secret;
  }

  /**
   * Within `tx`: the session passes its second factor (a new token) and the action is audited.
   * 401 (rolling back the caller's change) when the session stopped signing in meanwhile.
   */
  async function signInWithin(
    tx: Database,
    { session, origin }: SecondFactorAttempt,
    action: OfficerAuditAction,
    message: string | null,
  ): Promise<string> {
    const at = now();
    const token = await officerSessions.completeSecondFactor(session.id, at, tx);
    if (token === undefined) throw new UnauthorizedError();
    await audit.append(
      {
        at,
        actor: session.officerId,
        action,
        subjectType: 'officer',
        subjectId: session.officerId,
        message,
        ...origin,
      },
      tx,
    );
    return token;
  }

  async function recordWrong(attempt: SecondFactorAttempt): Promise<void> {
    const { session, clientKey, origin } = attempt;
    await limits.recordWrong(
      { officerId: session.officerId, sessionId: session.id, clientKey },
      origin,
    );
  }

  return {
    async requestCode(email, clientKey) {
      const officer = await officers.findByEmail(email);
      return codes.request(email, clientKey, officer?.status === 'active');
    },

    async verifyCode(email, code, { previous, clientKey, origin }) {
      const right = await codes.verify(email, code, clientKey);
      const officer = right ? await officers.findByEmail(email) : undefined;
      if (officer === undefined || officer.status !== 'active') {
        throw wrongCode('otp', REGISTRATION_MESSAGES.otpVerificationFailed);
      }
      const at = now();
      return db.transaction(async (tx) => {
        if (previous) await officerSessions.end(previous.id, 'LOGOUT', at, tx);
        const token = await officerSessions.begin(officer.id, at, tx);
        await audit.append(
          {
            at,
            actor: officer.id,
            action: 'sign-in.code',
            subjectType: 'officer',
            subjectId: officer.id,
            ...origin,
          },
          tx,
        );
        return token;
      });
    },

    async verifyTotp(attempt, code) {
      const officer = await officerOf(attempt.session);
      if (officer.totpEnrolledAt === null || officer.totpSecret === null) {
        throw new ForbiddenError(OFFICER_MESSAGES.notEnrolled);
      }
      await limits.assertClientMayTry(officer.id, attempt.clientKey);
      const step = totpStepOf(secretOf(officer, officer.totpSecret), code, now());
      if (step !== undefined) {
        const token = await db.transaction(async (tx) => {
          // A code already used (or an older one) is a wrong code: each code signs in once.
          if (!(await officers.claimTotpStep(officer.id, step, tx))) return undefined;
          return signInWithin(tx, attempt, 'sign-in', null);
        });
        if (token !== undefined) return token;
      }
      await recordWrong(attempt);
      throw wrongCode('code', OFFICER_MESSAGES.wrongTotp);
    },

    async useRecoveryCode(attempt, code) {
      const officer = await officerOf(attempt.session);
      if (officer.totpEnrolledAt === null) throw new ForbiddenError(OFFICER_MESSAGES.notEnrolled);
      await limits.assertClientMayTry(officer.id, attempt.clientKey);
      const codeHash = dependencies.hashRecoveryCode(officer.id, code);
      const token = await db.transaction(async (tx) => {
        if (!(await officers.useRecoveryCode(officer.id, codeHash, now(), tx))) return undefined;
        const left = await officers.unusedRecoveryCodes(officer.id, tx);
        return signInWithin(tx, attempt, 'sign-in.recovery-code', `${left} recovery codes left`);
      });
      if (token !== undefined) return token;
      await recordWrong(attempt);
      throw wrongCode('code', OFFICER_MESSAGES.wrongRecoveryCode);
    },

    async startEnrolment(session) {
      const officer = await officerOf(session);
      const secret = newTotpSecret();
      const stored = await officers.setPendingTotpSecret(
        officer.id,
        secrets.seal(secret, officer.id),
        now(),
      );
      if (!stored) throw new ConflictError(OFFICER_MESSAGES.alreadyEnrolled);
      return totpEnrolmentOf(secret, { issuer: dependencies.issuer, label: officer.email });
    },

    async completeEnrolment(attempt, code) {
      const officer = await officerOf(attempt.session);
      if (officer.totpEnrolledAt !== null)
        throw new ConflictError(OFFICER_MESSAGES.alreadyEnrolled);
      const sealed = officer.totpSecret;
      if (sealed === null) throw new ConflictError(OFFICER_MESSAGES.enrolmentNotStarted);
      await limits.assertClientMayTry(officer.id, attempt.clientKey);
      const at = now();
      const step = totpStepOf(secretOf(officer, sealed), code, at);
      if (step !== undefined) {
        const recoveryCodes = newRecoveryCodes();
        const token = await db.transaction(async (tx) => {
          if (!(await officers.completeEnrolment(officer.id, sealed, step, at, tx))) {
            throw new ConflictError(OFFICER_MESSAGES.enrolmentNotStarted);
          }
          const hashes = recoveryCodes.map((each) =>
            dependencies.hashRecoveryCode(officer.id, each),
          );
          await officers.replaceRecoveryCodes(officer.id, hashes, at, tx);
          return signInWithin(tx, attempt, 'enrolment', null);
        });
        return { token, recoveryCodes: recoveryCodes.map(formatRecoveryCode) };
      }
      await recordWrong(attempt);
      throw wrongCode('code', OFFICER_MESSAGES.wrongTotp);
    },

    async signOut(session, origin) {
      if (session === null) return;
      const at = now();
      await db.transaction(async (tx) => {
        await officerSessions.end(session.id, 'LOGOUT', at, tx);
        await audit.append(
          {
            at,
            actor: session.officerId,
            action: 'sign-out',
            subjectType: 'officer',
            subjectId: session.officerId,
            ...origin,
          },
          tx,
        );
      });
    },
  };
}
