import { z } from 'zod';

// DEV_CLOCK_OFFSET_DAYS (PRM-16, docs/configuration.md): a development portal's clock moved
// forward by whole days, so that an end-to-end test sees what the portal does once dates have
// passed (a permit Expired, an approval under Past Applications, PRM-8) on data it made today,
// without editing a row by hand. Production refuses it: a moved clock there would expire permits
// early and date every session, code and audit row wrongly.

const MILLISECONDS_PER_DAY = 86_400_000;

export const clockEnvironment = {
  /** Whole days added to the server's clock; development and test only. */
  DEV_CLOCK_OFFSET_DAYS: z.coerce.number().int().min(0).max(3650).default(0),
};

/** Read from the raw values like the other production checks, so all are named at once. */
export function clockProblems(values: Record<string, string>): Map<string, string> {
  const problems = new Map<string, string>();
  if (values.NODE_ENV === 'production' && values.DEV_CLOCK_OFFSET_DAYS !== undefined) {
    problems.set(
      'DEV_CLOCK_OFFSET_DAYS',
      'DEV_CLOCK_OFFSET_DAYS moves the clock for development only: unset it in production',
    );
  }
  return problems;
}

export function clockSettings(environment: { DEV_CLOCK_OFFSET_DAYS: number }): {
  clockOffsetDays: number;
} {
  return { clockOffsetDays: environment.DEV_CLOCK_OFFSET_DAYS };
}

/** The server's clock (PlatformContext's `now`): the system's, moved by the offset. */
export function serverClock(offsetDays: number): () => Date {
  return () => new Date(Date.now() + offsetDays * MILLISECONDS_PER_DAY);
}
