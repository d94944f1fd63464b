import { z } from 'zod';
import { mandatoryMessage } from '../messages/validation-messages.js';
import { safeString } from '../validation/safe-text.js';
import { OFFICER_STAGES } from './officer-access.js';
import { OFFICER_AUDIT_ACTIONS } from './officer-audit-actions.js';
import { OFFICER_MESSAGES } from './officer-messages.js';
import { OFFICER_ROLES } from './officer-roles.js';
import { normalizeRecoveryCode, OFFICER_SIGN_IN_RULES } from './officer-sign-in-rules.js';

// Requests and answers of the officer service (OFF-2 to OFF-8). The e-mail code calls take the
// applicants' otpRequestSchema and otpVerifySchema: the same codes, rules and messages.

const TOTP_PATTERN = new RegExp(`^\\d{${OFFICER_SIGN_IN_RULES.totpDigits}}$`);

/** The authenticator's current code (sign-in, and the end of the set-up). */
export const totpCodeSchema = z.object({
  code: z
    .string({ error: mandatoryMessage('Code') })
    .trim()
    .min(1, mandatoryMessage('Code'))
    // A code of the wrong shape can never be right: the same message as a wrong code.
    .regex(TOTP_PATTERN, OFFICER_MESSAGES.wrongTotp),
});
export type TotpCode = z.infer<typeof totpCodeSchema>;

/** A recovery code as typed (any case, with or without the hyphen); answered normalised. */
export const recoveryCodeSchema = z.object({
  code: z
    .string({ error: mandatoryMessage('Recovery code') })
    .trim()
    .min(1, mandatoryMessage('Recovery code'))
    .max(40, OFFICER_MESSAGES.wrongRecoveryCode)
    .transform((typed, context) => {
      const code = normalizeRecoveryCode(typed);
      if (code === undefined) {
        context.addIssue({ code: 'custom', message: OFFICER_MESSAGES.wrongRecoveryCode });
        return z.NEVER;
      }
      return code;
    }),
});

/** The status call's answer, and the answer of each sign-in step. */
export const officerSessionSchema = z.object({
  stage: z.enum(OFFICER_STAGES),
  officer: z.object({
    /** Whom the console compares with an application's holder (OFF-42). */
    id: z.uuid(),
    email: z.string(),
    displayName: z.string(),
    role: z.enum(OFFICER_ROLES),
    enrolled: z.boolean(),
  }),
  /** The session ends after this long without a request; the console warns before (OFF-45). */
  idleTimeoutMs: z.number().int().positive(),
});
export type OfficerSessionAnswer = z.infer<typeof officerSessionSchema>;

/** A new authenticator secret, three ways to give it to the app. */
export const totpEnrolmentSchema = z.object({
  /** otpauth://totp/… for a link on a phone. */
  otpauthUri: z.string(),
  /** The same URI as a QR code: a PNG data URL. */
  qrCode: z.string(),
  /** The secret in base32, in groups of four, for typing in. */
  manualKey: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/** The set-up is complete: the recovery codes, shown this once, and the signed-in session. */
export const enrolmentCompletedSchema = z.object({
  recoveryCodes: z.array(z.string()).length(OFFICER_SIGN_IN_RULES.recoveryCodeCount),
  session: officerSessionSchema,
});
export type EnrolmentCompleted = z.infer<typeof enrolmentCompletedSchema>;

export const OFFICER_AUDIT_PAGE_SIZE = { default: 50, max: 200 } as const;

/** GET audit: newest first; `before` is the previous page's `nextBefore`. */
export const officerAuditQuerySchema = z.object({
  /** Rows this officer wrote (their actions). */
  officerId: z.uuid().optional(),
  // Safe text (ERR-2): a NUL, which PostgreSQL's text refuses, is a 400 here, not a 500 there.
  subjectType: safeString('Subject type').trim().min(1).max(50).optional(),
  subjectId: safeString('Subject').trim().min(1).max(100).optional(),
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(OFFICER_AUDIT_PAGE_SIZE.max)
    .default(OFFICER_AUDIT_PAGE_SIZE.default),
});
export type OfficerAuditQuery = z.infer<typeof officerAuditQuerySchema>;

export const officerAuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  /** The officer's id, `system`, or `cli:<operating-system user>` for an operator. */
  actor: z.string(),
  action: z.enum(OFFICER_AUDIT_ACTIONS),
  subjectType: z.string(),
  subjectId: z.string(),
  message: z.string().nullable(),
  clientAddress: z.string().nullable(),
  requestId: z.string().nullable(),
});
export type OfficerAuditEntry = z.infer<typeof officerAuditEntrySchema>;

export const officerAuditPageSchema = z.object({
  entries: z.array(officerAuditEntrySchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: z.number().int().nullable(),
});
export type OfficerAuditPage = z.infer<typeof officerAuditPageSchema>;
