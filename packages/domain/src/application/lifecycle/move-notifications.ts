import {
  APPLICATION_TRANSITIONS,
  type ApplicationAction,
  type ApplicationActor,
  type ApplicationTransition,
} from './application-transitions.js';

// Who hears of each move of the transition table, and which message (LIFE-1, LIFE-2), in one place:
// the server writes the message in the move's transaction, and a move added to the table without
// a row here fails this file's test. The applicant is not told of their own removal of a draft;
// their response to Need Your Action is news to the officer holding the application.

/** The applicant's message; each names the reference (a draft has none) and links to its page. */
export type ApplicantMessage =
  | 'submitted'
  | 'paymentReceived'
  | 'actionNeeded'
  | 'approved'
  | 'rejected'
  | 'reopened'
  | 'revoked'
  | 'withdrawn'
  | 'expired'
  | 'draftRemoved';

/** The message to the officer who holds the application, if one does. */
type AssignedOfficerMessage = 'applicantResponded';

export interface MoveNotification {
  action: ApplicationAction;
  by: ApplicationActor;
  /** Null: the applicant made the move themselves and sees it on the page. */
  applicant: ApplicantMessage | null;
  assignedOfficer?: AssignedOfficerMessage;
}

export const MOVE_NOTIFICATIONS: readonly MoveNotification[] = [
  { action: 'submit', by: 'applicant', applicant: 'submitted' },
  { action: 'remove', by: 'applicant', applicant: null },
  { action: 'remove', by: 'system', applicant: 'draftRemoved' },
  { action: 'pay', by: 'payment', applicant: 'paymentReceived' },
  { action: 'withdraw', by: 'applicant', applicant: 'withdrawn' },
  {
    action: 'respond',
    by: 'applicant',
    applicant: null,
    assignedOfficer: 'applicantResponded',
  },
  { action: 'requestInformation', by: 'officer', applicant: 'actionNeeded' },
  { action: 'approve', by: 'officer', applicant: 'approved' },
  { action: 'autoApprove', by: 'system', applicant: 'approved' },
  { action: 'reject', by: 'officer', applicant: 'rejected' },
  { action: 'reopen', by: 'supervisor', applicant: 'reopened' },
  { action: 'revoke', by: 'supervisor', applicant: 'revoked' },
  { action: 'expire', by: 'system', applicant: 'expired' },
];

/** The notification of a move of the table; undefined only for a move missing here (a test fails). */
export function moveNotification(
  move: Pick<ApplicationTransition, 'action' | 'by'>,
  notifications: readonly MoveNotification[] = MOVE_NOTIFICATIONS,
): MoveNotification | undefined {
  return notifications.find((row) => row.action === move.action && row.by === move.by);
}

/**
 * LIFE-19: the applicant's message for a move, for a service that can write only `writable`
 * messages; null when the table tells the applicant nothing. A move without a row, or a message
 * the service cannot write, throws: the move fails rather than send the applicant other news.
 * The one lookup every mover uses, so none chooses its message by itself.
 */
export function applicantMessageFor<Message extends ApplicantMessage>(
  move: Pick<ApplicationTransition, 'action' | 'by'>,
  writable: readonly Message[],
  notifications: readonly MoveNotification[] = MOVE_NOTIFICATIONS,
): Message | null {
  const row = moveNotification(move, notifications);
  if (row === undefined) {
    throw new Error(`MOVE_NOTIFICATIONS has no row for ${move.action} by ${move.by}`);
  }
  if (row.applicant === null) return null;
  const message = writable.find((candidate) => candidate === row.applicant);
  if (message === undefined) {
    throw new Error(`No e-mail is written for the message ${row.applicant} of ${move.action}`);
  }
  return message;
}

/** The moves of a transition table that say nobody's message (the test asks for none). */
export function movesWithoutNotification(
  transitions: readonly ApplicationTransition[] = APPLICATION_TRANSITIONS,
): ApplicationTransition[] {
  return transitions.filter((move) => moveNotification(move) === undefined);
}
