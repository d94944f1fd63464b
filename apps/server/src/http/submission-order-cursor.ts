import { z } from 'zod';
import { ValidationError } from '../errors/http-errors.js';

// The keyset cursor of the officers' lists (OFF-18): the instant and id of the last row a page
// showed, and the list it came from. Opaque to the console (base64url JSON) and checked like the
// dashboard's (APP-59): a cursor of another list, or anything that is not one, answers 400, never
// a value the database would refuse.

export interface SubmissionPosition {
  /** An ISO instant as Date.toISOString writes it. */
  at: string;
  id: string;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** An instant as Date.toISOString writes it, of a year PostgreSQL holds (from 1). */
export function isIsoInstant(value: string): boolean {
  if (!ISO_INSTANT.test(value) || value.startsWith('0000')) return false;
  const instant = new Date(value);
  return !Number.isNaN(instant.getTime()) && instant.toISOString() === value;
}

const cursorSchema = z.object({
  list: z.string(),
  at: z.string().refine(isIsoInstant),
  id: z.uuid(),
});

const INVALID_CURSOR_MESSAGE = 'Cursor is invalid';

export function encodeSubmissionCursor(list: string, position: SubmissionPosition): string {
  return Buffer.from(JSON.stringify({ list, ...position })).toString('base64url');
}

export function decodeSubmissionCursor(list: string, cursor: string): SubmissionPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const result = cursorSchema.safeParse(parsed);
  if (!result.success || result.data.list !== list) {
    throw new ValidationError(
      [{ field: 'cursor', errorMessage: INVALID_CURSOR_MESSAGE }],
      INVALID_CURSOR_MESSAGE,
    );
  }
  return { at: result.data.at, id: result.data.id };
}
