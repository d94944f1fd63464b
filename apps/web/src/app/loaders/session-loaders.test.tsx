import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { ACCOUNT_STATUSES } from '@aviation-permits/domain/account';
import { ROUTE_PATHS, indexRedirectPath } from '@aviation-permits/domain/navigation';
import { renderPortal } from '../../../tests/render-portal';

// ROUTE-20: only ACTIVE users reach /dashboard. A signed-in user of another status who types the
// address goes where the index redirect sends that status (ROUTE-6); the guard (ROUTE-19) still
// sends a visitor without a valid session to /login first.

type PortalApp = Awaited<ReturnType<typeof renderPortal>>['app'];

/** Patience, not a time limit: the first page's chunk loads slowly on a busy machine. */
const SETTLE = { timeout: 10_000 };

async function settlesOn(app: PortalApp, path: string): Promise<void> {
  await waitFor(() => {
    expect(app.router().state.navigation.state).toBe('idle');
    expect(app.router().state.location.pathname).toBe(path);
  }, SETTLE);
}

describe('the /dashboard route', () => {
  it('shows the dashboard to an ACTIVE user', async () => {
    const { app } = await renderPortal({
      path: ROUTE_PATHS.dashboard,
      session: { userSessionValid: true, status: 'ACTIVE' },
    });

    await settlesOn(app, ROUTE_PATHS.dashboard);
  });

  it.each(ACCOUNT_STATUSES.filter((status) => status !== 'ACTIVE'))(
    'sends a signed-in %s user where "/" sends that status',
    async (status) => {
      const { app } = await renderPortal({
        path: ROUTE_PATHS.dashboard,
        session: { userSessionValid: true, status },
      });

      await settlesOn(app, indexRedirectPath(status));
    },
  );

  it('sends a PENDING_REGISTRATION user to /profile', async () => {
    const { app } = await renderPortal({
      path: ROUTE_PATHS.dashboard,
      session: { userSessionValid: true, status: 'PENDING_REGISTRATION' },
    });

    await settlesOn(app, ROUTE_PATHS.profile);
  });

  it('sends a visitor without a valid session to /login', async () => {
    const { app } = await renderPortal({ path: ROUTE_PATHS.dashboard });

    await settlesOn(app, ROUTE_PATHS.login);
  });
});
