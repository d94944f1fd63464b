import type { OfficerApplicationQueue } from '@aviation-permits/domain';
import { z } from 'zod';
import { ValidationError } from '../../errors/http-errors.js';
import { isIsoInstant } from './dashboard-cursor.js';

// The keyset cursor of the officers' queues (OFF-18): the submission instant and id of the last
// row a page showed, and its queue. Opaque to the console (base64url JSON), and checked like the
// dashboard's (APP-59): a cursor of another queue, or anything that is not one, answers 400.

export interface QueuePosition {
  submittedAt: string;
  id: string;
}

const cursorSchema = z.object({
  queue: z.string(),
  submittedAt: z.string().refine(isIsoInstant),
  id: z.uuid(),
});

const INVALID_CURSOR_MESSAGE = 'Cursor is invalid';

export function encodeQueueCursor(queue: OfficerApplicationQueue, position: QueuePosition): string {
  return Buffer.from(JSON.stringify({ queue, ...position })).toString('base64url');
}

export function decodeQueueCursor(queue: OfficerApplicationQueue, cursor: string): QueuePosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const result = cursorSchema.safeParse(parsed);
  if (!result.success || result.data.queue !== queue) {
    throw new ValidationError(
      [{ field: 'cursor', errorMessage: INVALID_CURSOR_MESSAGE }],
      INVALID_CURSOR_MESSAGE,
    );
  }
  return { submittedAt: result.data.submittedAt, id: result.data.id };
}
