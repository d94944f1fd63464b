import { describe, expect, it } from 'vitest';
import { permitVerificationState } from './permit-verification.js';

// PRM-8: what the verification page says, from the permit's row and its application's status.

const today = '2027-01-10';

describe('permitVerificationState', () => {
  it.each([
    ['an approval within its validity', false, 'APPROVED', '2027-01-10', 'VALID'],
    ['an approval past its validity', false, 'APPROVED', '2027-01-09', 'EXPIRED'],
    ['an expired application', false, 'EXPIRED', '2027-02-01', 'EXPIRED'],
    ['a withdrawn application', false, 'WITHDRAWN', '2027-02-01', 'WITHDRAWN'],
    ['a revoked application', false, 'REVOKED', '2027-02-01', 'REVOKED'],
    ['a voided permit of a re-approved application', true, 'APPROVED', '2027-02-01', 'REVOKED'],
    ['a permit whose decision was reopened', false, 'PROCESSING', '2027-02-01', 'REVOKED'],
  ] as const)('%s: %s', (_case, voided, applicationStatus, validTo, state) => {
    expect(permitVerificationState({ voided, applicationStatus, validTo }, today)).toBe(state);
  });
});
