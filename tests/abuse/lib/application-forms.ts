import type { CategoryId } from '@aviation-permits/domain/activity';
import {
  AERIAL_PHOTOGRAPHY,
  CRANE,
  SHIP_CROSSING,
  aerialActivity,
} from '@aviation-permits/domain/test-fixtures';

// A valid form of each category (the domain's examples), its dates moved past every lead time
// from today, naming the given document: what a submission sends when the call must reach the
// portal's ownership check rather than stop at its validation.

const EXAMPLES: Record<CategoryId, Record<string, unknown>> = {
  1: AERIAL_PHOTOGRAPHY,
  2: CRANE,
  3: SHIP_CROSSING,
  4: aerialActivity('KITE'),
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** Six weeks ahead: past every category's lead time in working days. */
const DAYS_AHEAD = 42;
const SINGAPORE_OFFSET_MS = 8 * 60 * 60 * 1000;
const MONDAY = 1;

/** A Monday and the Tuesday after it, six weeks or more after today in Singapore. */
function activityDays(now: Date): [string, string] {
  let day = now.getTime() + SINGAPORE_OFFSET_MS + DAYS_AHEAD * DAY_MS;
  while (new Date(day).getUTCDay() !== MONDAY) day += DAY_MS;
  const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);
  return [isoDate(day), isoDate(day + DAY_MS)];
}

export function validForm(category: CategoryId, documentId: string, remarks: string) {
  const [monday, tuesday] = activityDays(new Date());
  return {
    ...EXAMPLES[category],
    remarks,
    dateTimeRows: [{ startDate: monday, endDate: tuesday, startTime: '20:00', endTime: '21:00' }],
    ...(category === SHIP_CROSSING.category ? { vesselMovementDate: monday } : {}),
    supportingDocumentIds: [documentId],
  };
}
