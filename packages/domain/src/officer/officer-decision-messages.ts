// What the officer service answers when a decision cannot be made (OFF-20 to OFF-22).

export const OFFICER_DECISION_MESSAGES = {
  /** 409: someone changed the application since the officer loaded it. */
  staleVersion:
    'This application was changed by someone else since you opened it. Reload it to see the changes, then decide again.',
  /** 409: the transition table has no such move from the application's status. */
  notAllowed: (action: string, statusLabel: string) =>
    `An application in status ${statusLabel} cannot be given the action "${action}". Reload it to see what you can do now.`,
  supervisorOnly: 'Only a supervisor may do this.',
  notHeldByYou: 'You do not hold this application, so you cannot release it.',
  alreadyHeld: 'This application is already assigned.',
  unknownOfficer: 'Choose an active officer to assign it to.',
  validityOutsideAsked: 'The approved period must lie within the dates the applicant asked for.',
  validityOrder: 'The approved period must end on or after the day it starts.',
  accountNotAllowed: (action: string, status: string) =>
    `An account in status ${status} cannot be given the action "${action}".`,
} as const;
