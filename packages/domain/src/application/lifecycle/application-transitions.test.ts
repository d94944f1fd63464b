import { describe, expect, it } from 'vitest';
import {
  APPLICATION_TRANSITIONS,
  availableActions,
  canTransition,
  nextStatus,
  type ApplicationTransition,
} from './application-transitions.js';
import { isEditable, isRemovable, isWithdrawable } from './application-permissions.js';
import { APPLICATION_STATUSES } from './application-status.js';

// APP-51: the application lifecycle as one table, and who may make each move.

describe('nextStatus', () => {
  it.each([
    ['DRAFT', 'submit', 'applicant', { feeDue: true }, 'PENDING_PAYMENT'],
    ['DRAFT', 'submit', 'applicant', { feeDue: false }, 'PROCESSING'],
    ['DRAFT', 'submit', 'applicant', {}, 'PROCESSING'],
    ['DRAFT', 'remove', 'applicant', {}, 'REMOVED'],
    ['PENDING_PAYMENT', 'pay', 'payment', {}, 'PROCESSING'],
    ['PENDING_PAYMENT', 'pay', 'applicant', {}, undefined],
    ['PROCESSING', 'requestInformation', 'officer', {}, 'NEED_YOUR_ACTION'],
    ['NEED_YOUR_ACTION', 'respond', 'applicant', {}, 'PROCESSING'],
    ['PROCESSING', 'approve', 'officer', {}, 'APPROVED'],
    ['PROCESSING', 'approve', 'applicant', {}, undefined],
    // OFF-56: the portal approves under its auto-approval policy, from Processing only.
    ['PROCESSING', 'autoApprove', 'system', {}, 'APPROVED'],
    ['PENDING_PAYMENT', 'autoApprove', 'system', {}, undefined],
    ['PROCESSING', 'autoApprove', 'officer', {}, undefined],
    ['PROCESSING', 'reject', 'officer', {}, 'REJECTED'],
    ['PROCESSING', 'withdraw', 'applicant', {}, 'WITHDRAWN'],
    ['APPROVED', 'withdraw', 'applicant', {}, undefined],
    ['APPROVED', 'expire', 'system', {}, 'EXPIRED'],
    // PRM-11: only a supervisor revokes an issued permit.
    ['APPROVED', 'revoke', 'supervisor', {}, 'REVOKED'],
    ['APPROVED', 'revoke', 'officer', {}, undefined],
    ['REJECTED', 'submit', 'applicant', {}, undefined],
    ['PROCESSING', 'remove', 'applicant', {}, undefined],
  ] as const)('%s --%s by %s (%j)--> %s', (from, action, by, facts, to) => {
    expect(nextStatus(from, action, by, facts)).toBe(to);
  });
});

describe('canTransition', () => {
  it.each([
    ['DRAFT', 'PROCESSING', 'applicant', true],
    ['DRAFT', 'APPROVED', 'applicant', false],
    ['PROCESSING', 'APPROVED', 'officer', true],
    ['PROCESSING', 'APPROVED', 'system', true],
    ['NEED_YOUR_ACTION', 'APPROVED', 'system', false],
    ['PENDING_PAYMENT', 'PROCESSING', 'payment', true],
    ['REJECTED', 'PROCESSING', 'officer', false],
    ['WITHDRAWN', 'PROCESSING', 'applicant', false],
  ] as const)('%s → %s by %s: %s', (from, to, by, allowed) => {
    expect(canTransition(from, to, by)).toBe(allowed);
  });

  it('grows by rows: an officer table may add a move without new code', () => {
    const officerRows: ApplicationTransition[] = [
      { from: 'APPROVED', action: 'reject', to: 'REJECTED', by: 'officer' },
    ];
    const extended = [...APPLICATION_TRANSITIONS, ...officerRows];
    expect(canTransition('APPROVED', 'REJECTED', 'officer')).toBe(false);
    expect(canTransition('APPROVED', 'REJECTED', 'officer', extended)).toBe(true);
    expect(nextStatus('APPROVED', 'reject', 'officer', {}, extended)).toBe('REJECTED');
  });

  it('leaves no status unreachable from a draft', () => {
    const reached = new Set<string>(['DRAFT']);
    for (let grew = true; grew;) {
      grew = false;
      for (const row of APPLICATION_TRANSITIONS) {
        if (reached.has(row.from) && !reached.has(row.to)) {
          reached.add(row.to);
          grew = true;
        }
      }
    }
    expect([...reached].sort()).toEqual([...APPLICATION_STATUSES].sort());
  });
});

describe('what the applicant may do', () => {
  it.each([
    ['DRAFT', true, true, false, ['submit', 'remove']],
    ['PENDING_PAYMENT', false, false, true, ['withdraw']],
    ['PROCESSING', false, false, true, ['withdraw']],
    ['NEED_YOUR_ACTION', true, false, true, ['withdraw', 'respond']],
    ['REJECTED', false, false, false, []],
    ['APPROVED', false, false, false, []],
    ['EXPIRED', false, false, false, []],
    ['WITHDRAWN', false, false, false, []],
    ['REMOVED', false, false, false, []],
  ] as const)(
    '%s: edit %s, remove %s, withdraw %s, actions %j',
    (status, edit, remove, withdraw, actions) => {
      expect(isEditable(status)).toBe(edit);
      expect(isRemovable(status)).toBe(remove);
      expect(isWithdrawable(status)).toBe(withdraw);
      expect(availableActions(status, 'applicant')).toEqual(actions);
    },
  );
});
