import { describe, expect, it } from 'vitest';
import { officerAccountDecisionsFor } from './officer-account-decisions.js';

describe('the decisions an officer may make on an account (OFF-22, OFF-27)', () => {
  it('follows the account-status table for the officer', () => {
    expect(officerAccountDecisionsFor('SUBMITTED')).toEqual(['approve', 'reject', 'more-info']);
    expect(officerAccountDecisionsFor('ACTIVE')).toEqual(['disable']);
    expect(officerAccountDecisionsFor('DISABLED')).toEqual(['approve']);
    expect(officerAccountDecisionsFor('PENDING_REGISTRATION')).toEqual([]);
  });
});
