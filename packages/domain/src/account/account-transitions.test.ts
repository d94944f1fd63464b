import { describe, expect, it } from 'vitest';
import { ACCOUNT_STATUSES, type AccountStatus } from './account-status.js';
import { findAccountTransition } from './account-transitions.js';

// ACC-39, ACC-41: every pair of statuses, allowed or not, and by whom.

const ALLOWED: ReadonlyArray<[AccountStatus, AccountStatus, 'applicant' | 'officer']> = [
  ['PENDING_REGISTRATION', 'SUBMITTED', 'applicant'],
  ['SUBMITTED', 'ACTIVE', 'officer'],
  ['SUBMITTED', 'REJECTED', 'officer'],
  ['SUBMITTED', 'MORE_INFO_NEEDED', 'officer'],
  ['MORE_INFO_NEEDED', 'SUBMITTED', 'applicant'],
  ['ACTIVE', 'DISABLED', 'officer'],
  ['DISABLED', 'ACTIVE', 'officer'],
  ['PENDING_REGISTRATION', 'DELETED', 'officer'],
  ['SUBMITTED', 'DELETED', 'officer'],
  ['MORE_INFO_NEEDED', 'DELETED', 'officer'],
  ['ACTIVE', 'DELETED', 'officer'],
  ['DISABLED', 'DELETED', 'officer'],
  ['REJECTED', 'DELETED', 'officer'],
];

const allowedKey = (from: string, to: string) => `${from} → ${to}`;
const allowedByKey = new Map(ALLOWED.map(([from, to, by]) => [allowedKey(from, to), by]));

const ALL_PAIRS = ACCOUNT_STATUSES.flatMap((from) =>
  ACCOUNT_STATUSES.map((to) => [from, to] as const),
);

describe('account status transitions', () => {
  it.each(ALL_PAIRS)('%s → %s', (from, to) => {
    const expectedBy = allowedByKey.get(allowedKey(from, to));
    expect(findAccountTransition(from, to)?.by).toBe(expectedBy);
  });

  it('lets no one leave DELETED or reopen a REJECTED account except to delete it', () => {
    for (const to of ACCOUNT_STATUSES) expect(findAccountTransition('DELETED', to)).toBeUndefined();
    expect(
      ACCOUNT_STATUSES.filter((to) => findAccountTransition('REJECTED', to) !== undefined),
    ).toEqual(['DELETED']);
  });
});
