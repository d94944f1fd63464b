import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPortal } from '../../../../tests/render-portal';

// ROUTE-11: /home warns of a sign-in only to a visitor who is not signed in.

const SIGN_IN_WARNING = /asked to log in first/;

describe('/home', () => {
  it('tells a visitor who is not signed in that applying asks them to log in first', async () => {
    await renderPortal({ path: '/home' });

    expect(await screen.findByText(SIGN_IN_WARNING)).toBeInTheDocument();
  });

  it('does not tell a signed-in applicant to log in first', async () => {
    await renderPortal({
      path: '/home',
      session: { userSessionValid: true, status: 'ACTIVE', fullName: 'Tan Ah Kow' },
    });

    expect(
      await screen.findByRole('heading', { name: 'Apply for a Permit or Clearance' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(SIGN_IN_WARNING)).not.toBeInTheDocument();
  });
});
