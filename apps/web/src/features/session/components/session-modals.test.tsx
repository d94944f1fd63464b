import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal } from '../../../../tests/render-portal';

const SHORT_IDLE_MS = 200;
const ACTIVE = { userSessionValid: true, status: 'ACTIVE' as const, fullName: 'Tan Ah Kow' };

describe('session watcher (spec sections 2 and 4)', () => {
  it('asks an idle ACTIVE user whether to stay; Continue Session re-checks the session', async () => {
    const { requests } = await renderPortal({
      path: '/dashboard',
      session: ACTIVE,
      config: { idleTimeoutMs: SHORT_IDLE_MS },
    });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });

    const dialog = await screen.findByRole('dialog', { name: 'Session Timeout!' });
    expect(dialog).toHaveTextContent('Your session is Timed Out. You want to stay?');
    const statusCallsBefore = requests.filter((url) => url === '/login-service/status').length;

    await userEvent.click(screen.getByRole('button', { name: 'Continue Session' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((url) => url === '/login-service/status').length).toBe(
      statusCallsBefore + 1,
    );
  });

  it('Continue Session on a session the server already ended runs the session-expiry flow', async () => {
    await renderPortal({
      path: '/dashboard',
      session: ACTIVE,
      sessionEndedOnServer: true,
      config: { idleTimeoutMs: SHORT_IDLE_MS },
    });
    await screen.findByRole('dialog', { name: 'Session Timeout!' });

    await userEvent.click(screen.getByRole('button', { name: 'Continue Session' }));

    expect(
      await screen.findByText('Session timed out. Please sign in again to continue.'),
    ).toBeVisible();
    // After the 2 s wait of spec section 4, the login page replaces the dashboard.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Login' }, { timeout: 4000 }),
    ).toBeVisible();
  });

  it('logs out from the time-out modal and goes to /', async () => {
    const { requests } = await renderPortal({
      path: '/dashboard',
      session: ACTIVE,
      config: { idleTimeoutMs: SHORT_IDLE_MS },
    });
    await screen.findByRole('dialog', { name: 'Session Timeout!' });

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

    // "/" sends a visitor without status to /home.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Apply for a Permit or Clearance' }),
    ).toBeVisible();
    expect(requests).toContain('/login-service/logout');
    expect(screen.getByRole('link', { name: 'Login / Signup' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['a SUBMITTED user', { userSessionValid: true, status: 'SUBMITTED' as const }],
    ['an anonymous visitor', {}],
    ['an ACTIVE user whose session is no longer valid', { ...ACTIVE, userSessionValid: false }],
  ])('never asks %s', async (_, session) => {
    await renderPortal({ path: '/home', session, config: { idleTimeoutMs: SHORT_IDLE_MS } });
    await screen.findByRole('heading', { level: 1 });

    await new Promise((resolve) => setTimeout(resolve, SHORT_IDLE_MS * 3));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tells a user whose session was ended by a sign-in elsewhere', async () => {
    await renderPortal({
      path: '/home',
      session: { ...ACTIVE, foundMultipleSessions: true },
    });

    const dialog = await screen.findByRole('dialog', { name: 'Concurrent Logins Detected' });
    expect(dialog).toHaveTextContent(
      'You have an active login session from another device or browser, which has been logged out now.',
    );
  });
});
