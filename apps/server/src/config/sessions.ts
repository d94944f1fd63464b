import { z } from 'zod';

// The session, mail and sign-in abuse-limit keys of the configuration, read by config.ts with the
// rest of the environment (docs/sessions.md).

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

export const sessionEnvironment = {
  /** A session ends this long after sign-in, however active (default 12 hours). */
  SESSION_ABSOLUTE_TTL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(12 * HOUR_MS),
  /** A session ends after this long without a request (default 30 minutes). */
  SESSION_IDLE_TTL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * MINUTE_MS),
  /** SMTP server (smtp://user:pass@host:587 or smtps://…). Absent: mail stays in the outbox table. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** The From address of the portal's e-mails. */
  MAIL_FROM: z.string().min(1).default('Aviation Permits <no-reply@aviation-permits.example>'),
  /** Attempts to hand a message to the SMTP server before it is marked failed (docs/jobs.md). */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().positive().default(10),
  /** The wait after a message's first failed attempt, doubled after each further one (at most 4 hours). */
  MAIL_RETRY_DELAY_MS: z.coerce.number().int().positive().default(MINUTE_MS),
  /** Per client address: OTP requests, OTP checks and registrations allowed in 15 minutes each. */
  SIGN_IN_RATE_LIMIT_PER_CLIENT: z.coerce.number().int().positive().default(30),
};

type SessionEnvironment = z.infer<z.ZodObject<typeof sessionEnvironment>>;

export interface SessionSettings {
  absoluteTtlMs: number;
  idleTtlMs: number;
}

/** How the outbox sender retries a message the SMTP server did not take (docs/jobs.md). */
export interface MailRetrySettings {
  /** Attempts before a message is marked failed. */
  maxAttempts: number;
  /** The wait after the first failure, doubled after each further one. */
  firstRetryDelayMs: number;
}

export interface MailSettings {
  smtpUrl: string | undefined;
  from: string;
  retry: MailRetrySettings;
}

export interface SignInRateLimit {
  /** Requests per client address in one window, for each of OTP request, OTP verify, registration. */
  perClientMax: number;
  timeWindowMs: number;
}

export function sessionSettings(environment: SessionEnvironment): {
  session: SessionSettings;
  mail: MailSettings;
  signInRateLimit: SignInRateLimit;
} {
  return {
    session: {
      absoluteTtlMs: environment.SESSION_ABSOLUTE_TTL_MS,
      idleTtlMs: environment.SESSION_IDLE_TTL_MS,
    },
    mail: {
      smtpUrl: environment.SMTP_URL,
      from: environment.MAIL_FROM,
      retry: {
        maxAttempts: environment.MAIL_MAX_ATTEMPTS,
        firstRetryDelayMs: environment.MAIL_RETRY_DELAY_MS,
      },
    },
    signInRateLimit: {
      perClientMax: environment.SIGN_IN_RATE_LIMIT_PER_CLIENT,
      timeWindowMs: 15 * MINUTE_MS,
    },
  };
}
