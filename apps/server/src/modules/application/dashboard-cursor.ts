import {
  parseApplicationReference,
  type DashboardFilterRequest,
} from '@aviation-permits/domain/application';
import { parseCalendarDate } from '@aviation-permits/domain/validation';
import { z } from 'zod';
import { ValidationError } from '../../errors/http-errors.js';
import { isIsoInstant } from '../../http/submission-order-cursor.js';

// The keyset cursor of the dashboard (APP-59): the sort key and id of the last row a page showed,
// with the order it was taken in. Opaque to the browser (base64url JSON); a cursor of another
// order, or anything that is not one, is refused rather than guessed at. Its value is checked
// against its sort key's type before it reaches the page query, which casts it to a date or a
// timestamp: a forged value the database would refuse answers 400, never 500.

export interface DashboardPosition {
  /** The last row's sort key as text: an ISO instant, a 'YYYY-MM-DD' date or a reference. */
  value: string;
  id: string;
}

type Order = Pick<DashboardFilterRequest, 'sortField' | 'sortDirection'>;

/** The sort key of an application with no start date yet: after every date (dashboard-page-query.ts). */
export const NO_START_DATE = 'infinity';

const cursorSchema = z.object({
  sortField: z.string(),
  sortDirection: z.string(),
  value: z.string().max(100),
  id: z.uuid(),
});

const INVALID_CURSOR_MESSAGE = 'Cursor is invalid';

/** A real 'YYYY-MM-DD' date of a year PostgreSQL holds (from 1). */
function isCalendarDate(value: string): boolean {
  try {
    return parseCalendarDate(value).year >= 1;
  } catch {
    return false;
  }
}

/** The values a page can end on, by sort key (the service's sortValueOf writes them). */
const IS_SORT_VALUE: Record<Order['sortField'], (value: string) => boolean> = {
  updatedAt: isIsoInstant,
  firstStartDate: (value) => value === NO_START_DATE || isCalendarDate(value),
  // A draft has no reference yet: it sorts as ''.
  reference: (value) => value === '' || parseApplicationReference(value) !== undefined,
};

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
    result.data.sortDirection !== order.sortDirection ||
    !IS_SORT_VALUE[order.sortField](result.data.value)
  ) {
    throw new ValidationError(
      [{ field: 'cursor', errorMessage: INVALID_CURSOR_MESSAGE }],
      INVALID_CURSOR_MESSAGE,
    );
  }
  return { value: result.data.value, id: result.data.id };
}
