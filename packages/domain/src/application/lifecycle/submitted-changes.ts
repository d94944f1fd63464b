import { APPLICATION_MESSAGES } from '../../messages/application-messages.js';
import type { ApplicationIssue } from '../forms/form-issues.js';

// What an applicant may not change once an application is submitted (APP-53, APP-54): the area on
// the map, which the second declaration promised would stay, and what the application is for (its
// category and type of activity; a different activity needs a new application). Edits in Need
// Your Action (APP-52) are checked with this before they are stored.

export interface SubmittedParts {
  category?: unknown;
  activityType?: unknown;
  location?: unknown;
}

/** Key order does not matter to a location; values do, exactly as the applicant sent them. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const bKeys = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  return (
    aKeys.length === bKeys.length &&
    aKeys.every((key) =>
      sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  );
}

/** The issues of an edit after submission; empty when it changes nothing it may not. */
export function submittedChangeIssues(
  submitted: SubmittedParts,
  edited: SubmittedParts,
): ApplicationIssue[] {
  const issues: ApplicationIssue[] = [];
  if (!sameValue(submitted.category, edited.category)) {
    issues.push({ field: 'category', message: APPLICATION_MESSAGES.categoryFixed });
  } else if (!sameValue(submitted.activityType, edited.activityType)) {
    issues.push({ field: 'activityType', message: APPLICATION_MESSAGES.categoryFixed });
  }
  if (!sameValue(submitted.location, edited.location)) {
    issues.push({ field: 'location', message: APPLICATION_MESSAGES.locationFixed });
  }
  return issues;
}
