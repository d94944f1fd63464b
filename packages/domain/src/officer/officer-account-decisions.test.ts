import { describe, expect, it } from 'vitest';
import { officerAccountDecisionSchema } from './officer-account-api.js';
import {
  OFFICER_ACCOUNT_DECISION_TARGETS,
  officerAccountDecisionsFor,
} from './officer-account-decisions.js';

describe('the decisions an officer may make on an account (OFF-22, OFF-27)', () => {
  it('follows the account-status table for the officer', () => {
    expect(officerAccountDecisionsFor('SUBMITTED')).toEqual(['approve', 'reject', 'more-info']);
    expect(officerAccountDecisionsFor('ACTIVE')).toEqual(['disable']);
    expect(officerAccountDecisionsFor('DISABLED')).toEqual(['approve']);
    expect(officerAccountDecisionsFor('PENDING_REGISTRATION')).toEqual([]);
  });
});

describe('the text an account decision needs (OFF-46)', () => {
  const errorOf = (decision: object) =>
    officerAccountDecisionSchema.safeParse(decision).error?.issues.map(({ message }) => message);

  it('refuses a rejection without a reason and a request without a message', () => {
    expect(errorOf({ action: 'reject' })).toEqual(['Reason is mandatory.']);
    expect(errorOf({ action: 'reject', reason: '   ' })).toEqual(['Reason is mandatory.']);
    expect(errorOf({ action: 'more-info', reason: '' })).toEqual(['Message is mandatory.']);
  });

  it('takes approval and disabling with or without a note', () => {
    expect(errorOf({ action: 'approve' })).toBeUndefined();
    expect(errorOf({ action: 'disable', reason: 'Asked by the applicant' })).toBeUndefined();
    expect(errorOf({ action: 'reject', reason: 'The document is unreadable' })).toBeUndefined();
  });

  it('names every decision a target status', () => {
    expect(OFFICER_ACCOUNT_DECISION_TARGETS['more-info']).toBe('MORE_INFO_NEEDED');
  });
});
