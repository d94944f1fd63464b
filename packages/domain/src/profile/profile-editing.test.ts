import { describe, expect, it } from 'vitest';
import { ACCOUNT_STATUSES } from '../account/account-status.js';
import { LOGIN_KINDS } from '../session/login-kind.js';
import { canRetrieveMyinfo, isProfileEditable } from './profile-editing.js';

const EDITABLE = new Set(['PENDING_REGISTRATION', 'MORE_INFO_NEEDED']);

describe('profile editing', () => {
  it.each(ACCOUNT_STATUSES)('status %s', (status) => {
    expect(isProfileEditable(status)).toBe(EDITABLE.has(status));
  });
});

describe('MyInfo retrieval', () => {
  const cases = LOGIN_KINDS.flatMap((kind) => ACCOUNT_STATUSES.map((status) => [kind, status]));
  it.each(cases)('%s session, status %s', (kind, status) => {
    const loginKind = kind as (typeof LOGIN_KINDS)[number];
    const accountStatus = status as (typeof ACCOUNT_STATUSES)[number];
    expect(canRetrieveMyinfo(loginKind, accountStatus)).toBe(
      loginKind === 'SINGPASS' && EDITABLE.has(accountStatus),
    );
  });
});
