import { describe, expect, it } from 'vitest';
import { accountStatusMail } from './account-status-mail.js';

// LIFE-15: each account decision's e-mail (ACC-42) links to the portal: an approved applicant to
// the sign-in page, every other outcome to the account status page that explains it.

const CONTEXT = {
  authorityName: 'Civil Aviation Authority',
  publicOrigin: 'https://permits.example',
};

describe('the account decision e-mails (LIFE-15)', () => {
  it.each([
    ['ACTIVE', 'Sign in: https://permits.example/login'],
    ['REJECTED', 'See your account status: https://permits.example/userStatus'],
    ['MORE_INFO_NEEDED', 'See your account status: https://permits.example/userStatus'],
    ['DISABLED', 'See your account status: https://permits.example/userStatus'],
  ] as const)('for %s links with "%s", in the text and the HTML', (status, line) => {
    const mail = accountStatusMail('applicant@example.com', status, CONTEXT, 'A reason');

    expect(mail?.text.split('\n\n')).toContain(line);
    expect(mail?.html).toContain(`<p>${line}</p>`);
    // The link comes after what was decided and why, before the signature.
    expect(mail?.text.endsWith(`A reason\n\n${line}\n\nCivil Aviation Authority`)).toBe(true);
  });

  it('links by the path alone when no public origin is configured', () => {
    const mail = accountStatusMail(
      'applicant@example.com',
      'ACTIVE',
      { ...CONTEXT, publicOrigin: undefined },
      null,
    );

    expect(mail?.text).toContain('Sign in: /login');
  });

  it('writes nothing for the applicant’s own move (submitting the profile)', () => {
    expect(accountStatusMail('applicant@example.com', 'SUBMITTED', CONTEXT, null)).toBeUndefined();
  });
});
