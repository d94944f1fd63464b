import { z } from 'zod';

// The officer sessions' keys of the configuration (OFF-5, docs/officer-console.md), read by
// config.ts with the rest of the environment. Shorter than an applicant's: an officer's session
// can decide applications.

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

export const officerEnvironment = {
  /** An officer session ends this long after the e-mail code, however active (default 8 hours). */
  OFFICER_SESSION_ABSOLUTE_TTL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(8 * HOUR_MS),
  /** An officer session ends after this long without a request (default 15 minutes). */
  OFFICER_SESSION_IDLE_TTL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * MINUTE_MS),
};

type OfficerEnvironment = z.infer<z.ZodObject<typeof officerEnvironment>>;

export interface OfficerSessionSettings {
  absoluteTtlMs: number;
  idleTtlMs: number;
}

export function officerSettings(environment: OfficerEnvironment): {
  officerSession: OfficerSessionSettings;
} {
  return {
    officerSession: {
      absoluteTtlMs: environment.OFFICER_SESSION_ABSOLUTE_TTL_MS,
      idleTtlMs: environment.OFFICER_SESSION_IDLE_TTL_MS,
    },
  };
}
