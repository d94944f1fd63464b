// Messages of the application forms, drafts and dashboard that docs/requirements.md does not quote
// (the quoted mandatory, number, date and restricted-times messages are in validation-messages.ts).
// Each says what is wrong and what to do, in the same plain tone.

export function leadTimeMessage(workingDays: number): string {
  return `Apply at least ${workingDays} working days before the activity starts.`;
}

/** ENQ-6 to ENQ-8: a size over domain-facts' limit, with the limit's own words. */
export function sizeLimitMessage(field: string, max: number, limit: string): string {
  return `${field} cannot be more than ${max}. ${limit}`;
}

/** ENQ-6: a yes/no condition answered No, with the condition's own words. */
export function mustBeYesMessage(field: string, condition: string): string {
  return `${field} must be Yes. ${condition}`;
}

export function maxLengthMessage(field: string, maxLength: number): string {
  return `${field} must be at most ${maxLength} characters`;
}

/**
 * A date the form could not read: applicants type dd/mm/yyyy (APP-82), so the message names that
 * form, and "real" covers a well-typed day that does not exist (31/02/2027).
 */
export function invalidDateMessage(field: string): string {
  return `${field} must be a real date, written dd/mm/yyyy`;
}

export function invalidTimeMessage(field: string): string {
  return `${field} must be a time (HH:mm)`;
}

export function maxRowsMessage(limit: number): string {
  return `At most ${limit} date and time rows can be added.`;
}

export function maxSafetyPersonnelMessage(limit: number): string {
  return `At most ${limit} safety personnel can be added.`;
}

export const APPLICATION_MESSAGES = {
  /** APP-28: "Safety personnel: at least 2". */
  minSafetyPersonnel: 'At least 2 safety personnel are required.',
  /** APP-28: safety personnel "must stay contactable", so one phone cannot serve both. */
  sameSafetyContact: 'Each safety personnel must have a different contact number.',
  declarationInformationTrue:
    'Please confirm that the information given in this application is true.',
  declarationMapAreaFinal:
    'Please confirm that you understand the area on the map cannot be changed after submission.',
  altitudeOrder:
    'Minimum Operating Altitude (ft) cannot be more than Maximum Operating Altitude (ft)',
  /** The answer to a draft save with a stale version (HTTP 409). */
  staleDraft:
    'This draft was changed in another window or device. Reload to see the latest version.',
  notEditable: 'This application cannot be edited in its current status.',
  notRemovable: 'Only a draft can be removed.',
  /** OFF-23: withdrawal is for a submitted application not yet decided (the transition table). */
  notWithdrawable: 'This application can no longer be withdrawn.',
  /** APP-53: the second declaration's promise, kept by the server when an application is edited. */
  locationFixed: 'The location on the map cannot be changed after submission.',
  categoryFixed: 'The category and the type of activity cannot be changed after submission.',
  /** A form's supportingDocumentIds names only documents uploaded to that application. */
  unknownDocument: 'A supporting document is not one of the documents of this application.',
  /** Applications are for ACTIVE accounts only (APP-62). */
  accountNotActive: 'Only an approved (active) account can use applications and the dashboard.',
  invalidReference: 'Application reference is invalid',
} as const;

/** The dashboard's search and filter (bad values only come from a hand-made request or URL). */
export const dashboardFilterMessages = {
  category: 'Dashboard category is invalid',
  categoryId: 'Category is invalid',
  pageSize: (max: number) => `Page size must be a whole number from 1 to ${max}`,
  dateRange: 'To Date must be on or after From Date',
} as const;
