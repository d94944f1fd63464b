// The suite's settings, from the environment: which portal, and the bounds of its loops (every
// loop is bounded in count and in time: the machine is shared).

export interface AbuseOptions {
  /** ABUSE_BASE_URL: a running portal (the stack's nginx); unset, the suite starts its own. */
  baseUrl: string | undefined;
  /** ABUSE_DATA_DIR: that portal's data directory, which the operators' command needs. */
  dataDir: string | undefined;
  /** ABUSE_PARTS: a comma-separated choice of parts by name; unset, all of them. */
  parts: string[] | undefined;
  /** ABUSE_FUZZ_PER_OPERATION: hostile calls at most per documented operation. */
  fuzzPerOperation: number;
  /** Seconds a part may run before it stops sending and reports what it has. */
  partSeconds: number;
}

function positiveNumber(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number, not "${text}"`);
  }
  return value;
}

export function readOptions(): AbuseOptions {
  const parts = process.env.ABUSE_PARTS?.split(',').map((part) => part.trim());
  return {
    baseUrl: process.env.ABUSE_BASE_URL || undefined,
    dataDir: process.env.ABUSE_DATA_DIR || undefined,
    parts: parts?.filter(Boolean),
    fuzzPerOperation: positiveNumber('ABUSE_FUZZ_PER_OPERATION', 60),
    partSeconds: positiveNumber('ABUSE_PART_SECONDS', 300),
  };
}
