import { describe, expect, it } from 'vitest';
import { nextStatus } from '../application/lifecycle/application-transitions.js';
import { approvedValidityIssue } from './approved-validity.js';
import { officerApplicationDecisionSchema } from './officer-application-api.js';
import { mayRelease, officerAvailableActions } from './officer-application-actions.js';
import { OFFICER_DECISION_MESSAGES } from './officer-decision-messages.js';
import { ageInDays } from './officer-queues.js';

// OFF-18, OFF-20: what officers and supervisors may do, the approved period, a queue row's age.

describe('officerAvailableActions (OFF-20)', () => {
  it('offers an officer the decisions on a processing application', () => {
    expect(officerAvailableActions('PROCESSING', 'officer')).toEqual([
      'requestInformation',
      'approve',
      'reject',
    ]);
  });

  it('lets only a supervisor reopen a decision', () => {
    expect(officerAvailableActions('APPROVED', 'officer')).toEqual([]);
    // PRM-11: a supervisor may also revoke an issued permit.
    expect(officerAvailableActions('APPROVED', 'supervisor')).toEqual(['reopen', 'revoke']);
    expect(officerAvailableActions('REJECTED', 'supervisor')).toEqual(['reopen']);
    expect(nextStatus('REJECTED', 'reopen', 'officer')).toBeUndefined();
    expect(nextStatus('REJECTED', 'reopen', 'supervisor')).toBe('PROCESSING');
  });
});

describe('approvedValidityIssue (OFF-20)', () => {
  const asked = { firstStartDate: '2027-01-10', lastEndDate: '2027-01-20' };

  it('accepts the asked period or a narrower one', () => {
    expect(approvedValidityIssue({ validFrom: '2027-01-10', validTo: '2027-01-20' }, asked)).toBe(
      undefined,
    );
    expect(approvedValidityIssue({ validFrom: '2027-01-12', validTo: '2027-01-12' }, asked)).toBe(
      undefined,
    );
  });

  it('refuses a wider or reversed period', () => {
    expect(approvedValidityIssue({ validFrom: '2027-01-09', validTo: '2027-01-20' }, asked)).toBe(
      OFFICER_DECISION_MESSAGES.validityOutsideAsked,
    );
    expect(approvedValidityIssue({ validFrom: '2027-01-10', validTo: '2027-01-21' }, asked)).toBe(
      OFFICER_DECISION_MESSAGES.validityOutsideAsked,
    );
    expect(approvedValidityIssue({ validFrom: '2027-01-15', validTo: '2027-01-14' }, asked)).toBe(
      OFFICER_DECISION_MESSAGES.validityOrder,
    );
  });
});

describe('officerApplicationDecisionSchema (OFF-20)', () => {
  it('asks for the text each decision needs', () => {
    const result = officerApplicationDecisionSchema.safeParse({
      action: 'reject',
      reason: '   ',
      version: 3,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Reason is mandatory.');
  });
});

describe('ageInDays (OFF-18)', () => {
  it('counts whole days since submission', () => {
    expect(ageInDays('2027-01-01', '2027-01-31')).toBe(30);
    expect(ageInDays('2027-01-31', '2027-01-31')).toBe(0);
  });
});

describe('mayRelease (OFF-42)', () => {
  const holder = '00000000-0000-4000-8000-000000000001';
  const other = '00000000-0000-4000-8000-000000000002';

  it('lets the holder and any supervisor release, no one else', () => {
    expect(mayRelease(holder, { id: holder, role: 'officer' })).toBe(true);
    expect(mayRelease(holder, { id: other, role: 'officer' })).toBe(false);
    expect(mayRelease(holder, { id: other, role: 'supervisor' })).toBe(true);
    expect(mayRelease(null, { id: other, role: 'supervisor' })).toBe(false);
  });
});
