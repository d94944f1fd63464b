import type { ProfileInput } from '@aviation-permits/domain/profile';
import { SHIP_CROSSING } from '@aviation-permits/domain/test-fixtures';
import {
  COMPLETE_PROFILE,
  MINIMAL_PDF,
} from '@aviation-permits/server/src/test-support/profile-test-client.js';

// What the simulated applicants type: the server tests' registration and smallest PDF, and a ship
// crossing (category 3, a fee to pay) on the domain's example answers, its dates moved past every
// lead time from today.

/** The smallest file the portal takes as a PDF (by its first bytes). */
export const DOCUMENT_PDF = MINIMAL_PDF;

export const SHIP_CATEGORY_ID = 3;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Six weeks ahead: past every category's lead time in working days. */
const DAYS_AHEAD = 42;
const SINGAPORE_OFFSET_MS = 8 * 60 * 60 * 1000;

function isoDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** A Monday and the Tuesday after it, at least six weeks after today in Singapore. */
function activityDays(now: Date): [string, string] {
  let day = now.getTime() + SINGAPORE_OFFSET_MS + DAYS_AHEAD * DAY_MS;
  while (new Date(day).getUTCDay() !== 1) day += DAY_MS;
  return [isoDate(day), isoDate(day + DAY_MS)];
}

/** What a draft save sends: the category and a venue, with a marker to find the save by. */
export function draftForm(marker: string) {
  return { category: SHIP_CATEGORY_ID, venue: SHIP_CROSSING.venue, remarks: marker };
}

export function newDraftForm() {
  return { category: SHIP_CATEGORY_ID };
}

/** The whole form a submission sends, naming the uploaded document. */
export function shipCrossingForm(documentId: string, now = new Date()) {
  const [monday, tuesday] = activityDays(now);
  return {
    ...SHIP_CROSSING,
    dateTimeRows: [{ startDate: monday, endDate: tuesday, startTime: '20:00', endTime: '21:00' }],
    vesselMovementDate: monday,
    supportingDocumentIds: [documentId],
  };
}

/** The server tests' registration that passes every rule, at the applicant's own address. */
export function profileOf(email: string, username: string): ProfileInput {
  return { ...COMPLETE_PROFILE, email, username };
}
