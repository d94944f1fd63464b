import { describe, expect, it } from 'vitest';
import { USER_STATUS_TEXTS } from './user-status-texts.js';

// What ACC-39 says each status means, as the /userStatus page must convey it.
describe('USER_STATUS_TEXTS', () => {
  it.each([
    ['PENDING_REGISTRATION', /not complete/],
    ['SUBMITTED', /under review.*e-mail.*approved.*more information/],
    ['MORE_INFO_NEEDED', /more information/],
    ['ACTIVE', /active/],
    ['DISABLED', /locked/],
    ['DELETED', /deleted/],
    ['REJECTED', /not approved/],
  ] as const)('%s says %s', (status, meaning) => {
    const text = USER_STATUS_TEXTS[status];
    expect(`${text.title} ${text.body}`).toMatch(meaning);
  });
});
