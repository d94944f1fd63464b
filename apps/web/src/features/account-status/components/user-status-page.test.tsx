import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMAIL_PROOF_MESSAGES } from '@aviation-permits/domain/messages';
import { ROUTE_PATHS } from '@aviation-permits/domain/navigation';
import { USER_STATUS_TEXTS } from '@aviation-permits/domain/account';
import type { AccountStatus } from '@aviation-permits/domain/account';
import { UNSAVED_DRAFT_KEY_PREFIX } from '@/lib/unsaved-drafts/unsaved-drafts-storage';
import { renderPortal } from '../../../../tests/render-portal';

function emailSession(status: AccountStatus) {
  return { userSessionValid: true, status, spcpLogin: false, email: 'applicant@example.sg' };
}

async function openUserStatus(session: ReturnType<typeof emailSession>) {
  const rendered = await renderPortal({ path: ROUTE_PATHS.userStatus, session });
  await screen.findByRole('heading', { level: 1, name: 'Account Status' });
  return { ...rendered, main: screen.getByRole('main') };
}

describe('/userStatus (ACC-40)', () => {
  it.each(Object.entries(USER_STATUS_TEXTS))('explains %s', async (status, text) => {
    const { main } = await openUserStatus(emailSession(status as AccountStatus));
    expect(within(main).getByRole('heading', { level: 2, name: text.title })).toBeVisible();
    expect(main).toHaveTextContent(text.body);
  });

  it.each(['DISABLED', 'DELETED', 'REJECTED', 'MORE_INFO_NEEDED'] as const)(
    'gives an e-mail user with status %s, whose navigation has no Logout, a Logout that ends the session',
    async (status) => {
      const { main, requests } = await openUserStatus(emailSession(status));
      await userEvent.click(within(main).getByRole('button', { name: 'Logout' }));

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Apply for a Permit or Clearance' }),
      ).toBeVisible();
      expect(requests).toContain('/login-service/logout');
    },
  );

  it("forgets the application form's kept edits of every account at Logout (SEC-20)", async () => {
    const kept = `${UNSAVED_DRAFT_KEY_PREFIX}0a1b2c3d:app-1`;
    localStorage.setItem(kept, '{"version":1,"form":{}}');
    const { main } = await openUserStatus(emailSession('DISABLED'));
    await userEvent.click(within(main).getByRole('button', { name: 'Logout' }));

    await screen.findByRole('heading', { level: 1, name: 'Apply for a Permit or Clearance' });
    expect(localStorage.getItem(kept)).toBeNull();
  });

  it.each(['SUBMITTED', 'ACTIVE'] as const)(
    'leaves Logout to the navigation for an e-mail user with status %s',
    async (status) => {
      const { main } = await openUserStatus(emailSession(status));
      expect(within(main).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    },
  );

  it('leaves Logout to the navigation for a Singpass or Corppass user', async () => {
    const { main } = await openUserStatus({ ...emailSession('DISABLED'), spcpLogin: true });
    expect(within(main).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it.each([
    ['a Singpass user without a proved address', true, '', true],
    ['a Singpass user with a proved address', true, 'proved@example.sg', false],
    ['an e-mail user', false, 'applicant@example.sg', false],
  ])('tells %s whether the address needs verifying (ACC-34)', async (_who, spcp, email, told) => {
    const { main } = await openUserStatus({ ...emailSession('SUBMITTED'), spcpLogin: spcp, email });
    if (told) {
      expect(main).toHaveTextContent(EMAIL_PROOF_MESSAGES.needsProof);
      expect(
        within(main).getByRole('link', { name: 'Verify your e-mail address' }),
      ).toHaveAttribute('href', ROUTE_PATHS.profile);
    } else {
      expect(main).not.toHaveTextContent(EMAIL_PROOF_MESSAGES.needsProof);
    }
  });

  it('links MORE_INFO_NEEDED to the profile to update and resubmit', async () => {
    const { main } = await openUserStatus(emailSession('MORE_INFO_NEEDED'));
    expect(within(main).getByRole('link', { name: /update your profile/i })).toHaveAttribute(
      'href',
      ROUTE_PATHS.profile,
    );
  });

  it.each(['SUBMITTED', 'REJECTED'] as const)('offers %s no profile link', async (status) => {
    const { main } = await openUserStatus(emailSession(status));
    expect(within(main).queryByRole('link', { name: /update your profile/i })).toBeNull();
  });
});
