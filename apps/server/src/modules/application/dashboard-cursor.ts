import type { DashboardFilterRequest } from '@aviation-permits/domain';
import { z } from 'zod';
import { ValidationError } from '../../errors/http-errors.js';

// The keyset cursor of the dashboard (APP-59): the sort key and id of the last row a page showed,
// with the order it was taken in. Opaque to the browser (base64url JSON); a cursor of another
// order, or anything that is not one, is refused rather than guessed at.

export interface DashboardPosition {
  /** The last row's sort key as text: an ISO instant, a 'YYYY-MM-DD' date or a reference. */
  value: string;
  id: string;
}

type Order = Pick<DashboardFilterRequest, 'sortField' | 'sortDirection'>;

const cursorSchema = z.object({
  sortField: z.string(),
  sortDirection: z.string(),
  value: z.string().max(100),
  id: z.uuid(),
});

export const INVALID_CURSOR_MESSAGE = 'Cursor is invalid';

export function encodeCursor(order: Order, position: DashboardPosition): string {
  const { sortField, sortDirection } = order;
  const { value, id } = position;
  return Buffer.from(JSON.stringify({ sortField, sortDirection, value, id })).toString('base64url');
}

export function decodeCursor(order: Order, cursor: string): DashboardPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const result = cursorSchema.safeParse(parsed);
  if (
    !result.success ||
    result.data.sortField !== order.sortField ||
    result.data.sortDirection !== order.sortDirection
  ) {
    throw new ValidationError([{ field: 'cursor', errorMessage: INVALID_CURSOR_MESSAGE }]);
  }
  return { value: result.data.value, id: result.data.id };
}
