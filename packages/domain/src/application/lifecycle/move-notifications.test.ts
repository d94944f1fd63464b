import { describe, expect, it } from 'vitest';
import type { ApplicationTransition } from './application-transitions.js';
import {
  applicantMessageFor,
  moveNotification,
  movesWithoutNotification,
  type MoveNotification,
} from './move-notifications.js';

// LIFE-1, LIFE-2: every move of the transition table names who is told and with which message.

describe('the notification of every move', () => {
  it('leaves no move of the transition table without a row', () => {
    expect(movesWithoutNotification()).toEqual([]);
  });

  it('catches a move added to the table without a message', () => {
    const added: ApplicationTransition = {
      from: 'APPROVED',
      action: 'withdraw',
      to: 'WITHDRAWN',
      by: 'officer',
    };
    expect(movesWithoutNotification([added])).toEqual([added]);
  });

  it.each([
    ['submit', 'applicant', 'submitted'],
    ['pay', 'payment', 'paymentReceived'],
    ['requestInformation', 'officer', 'actionNeeded'],
    ['approve', 'officer', 'approved'],
    ['autoApprove', 'system', 'approved'],
    ['reject', 'officer', 'rejected'],
    ['withdraw', 'applicant', 'withdrawn'],
    ['expire', 'system', 'expired'],
    ['remove', 'system', 'draftRemoved'],
    ['remove', 'applicant', null],
  ] as const)('%s by %s tells the applicant: %s', (action, by, message) => {
    expect(moveNotification({ action, by })?.applicant).toBe(message);
  });

  it("tells the officer holding the application of the applicant's response", () => {
    expect(moveNotification({ action: 'respond', by: 'applicant' })).toMatchObject({
      applicant: null,
      assignedOfficer: 'applicantResponded',
    });
  });
});

describe("a mover's message (LIFE-19)", () => {
  it('is the one the table names, when the mover can write it', () => {
    expect(
      applicantMessageFor({ action: 'revoke', by: 'supervisor' }, ['revoked', 'approved']),
    ).toBe('revoked');
  });

  it('is null for a move the applicant is not told of', () => {
    expect(applicantMessageFor({ action: 'remove', by: 'applicant' }, ['draftRemoved'])).toBeNull();
  });

  it('fails the move on a message the mover cannot write', () => {
    const table: MoveNotification[] = [
      { action: 'reopen', by: 'supervisor', applicant: 'approved' },
    ];
    expect(() =>
      applicantMessageFor({ action: 'reopen', by: 'supervisor' }, ['reopened'], table),
    ).toThrow(/approved/);
  });

  it('fails the move on a move the table has no row for', () => {
    expect(() =>
      applicantMessageFor({ action: 'approve', by: 'supervisor' }, ['approved']),
    ).toThrow(/no row/);
  });
});
