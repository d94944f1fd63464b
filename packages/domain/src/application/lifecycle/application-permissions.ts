import type { ApplicationStatus } from './application-status.js';
import { availableActions } from './application-transitions.js';

// What the applicant may do with an application in each status (APP-48, APP-52). Editing is not a move
// between statuses, so it is a list; removal and withdrawal are moves, so they are read from the
// transition table and cannot disagree with it.

/** A draft, and an application the authority sent back; a granted permit is never edited (APP-54). */
export const EDITABLE_STATUSES: readonly ApplicationStatus[] = ['DRAFT', 'NEED_YOUR_ACTION'];

export function isEditable(status: ApplicationStatus): boolean {
  return EDITABLE_STATUSES.includes(status);
}

export function isRemovable(status: ApplicationStatus): boolean {
  return availableActions(status, 'applicant').includes('remove');
}

export function isWithdrawable(status: ApplicationStatus): boolean {
  return availableActions(status, 'applicant').includes('withdraw');
}
