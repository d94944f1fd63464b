import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ANONYMOUS_SESSION } from '@aviation-permits/domain/session';
import { ROUTE_PATHS } from '@aviation-permits/domain/navigation';
import type { AccountStatus } from '@aviation-permits/domain/account';
import type { UserSession } from '@aviation-permits/domain/session';
import type { ApiClient } from '@/lib/api-client/api-client';
import { ApiClientProvider } from '@/lib/api-client/api-client-context';
import { keepApplicationStart } from '@/lib/application-start/application-start-store';
import { statusQueryOptions } from '@/features/session/api/status-query';
import { useEnterSession } from './use-enter-session';

const api: ApiClient = {
  call: () => Promise.reject(new Error('entering a session makes no call')),
};

function SignInButton({ session }: { session: UserSession }) {
  const enterSession = useEnterSession();
  return (
    <button type="button" onClick={() => enterSession(session)}>
      Signed in
    </button>
  );
}

function renderSignIn(session: UserSession, target: string) {
  const queryClient = new QueryClient();
  const router = createMemoryRouter(
    [
      { path: ROUTE_PATHS.login, element: <SignInButton session={session} /> },
      { path: target, element: <p>Arrived</p> },
    ],
    { initialEntries: [ROUTE_PATHS.home, ROUTE_PATHS.login] },
  );
  render(
    <ApiClientProvider client={api}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ApiClientProvider>,
  );
  return { router, queryClient };
}

describe('useEnterSession', () => {
  afterEach(() => sessionStorage.clear());

  it('takes an ACTIVE account to the application the Enquiry Tool started before sign-in (ENQ-20)', async () => {
    const start = `${ROUTE_PATHS.applyPermit}?category=4&activityType=KITE`;
    keepApplicationStart(start);
    const session: UserSession = { ...ANONYMOUS_SESSION, userSessionValid: true, status: 'ACTIVE' };
    const { router } = renderSignIn(session, ROUTE_PATHS.applyPermit);

    await userEvent.click(screen.getByRole('button', { name: 'Signed in' }));

    expect(await screen.findByText('Arrived')).toBeVisible();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(start);
  });

  it.each([
    ['PENDING_REGISTRATION', ROUTE_PATHS.profile],
    ['SUBMITTED', ROUTE_PATHS.userStatus],
    ['ACTIVE', ROUTE_PATHS.dashboard],
  ] as const)(
    'adopts a %s session and replaces /login with %s',
    async (status: AccountStatus, target) => {
      const session: UserSession = { ...ANONYMOUS_SESSION, userSessionValid: true, status };
      const { router, queryClient } = renderSignIn(session, target);

      await userEvent.click(screen.getByRole('button', { name: 'Signed in' }));

      expect(await screen.findByText('Arrived')).toBeVisible();
      expect(router.state.location.pathname).toBe(target);
      expect(queryClient.getQueryData(statusQueryOptions(api).queryKey)).toEqual(session);
      // Replaced: one step back is where the user was before /login, not the log-in form.
      expect(router.state.historyAction).toBe('REPLACE');
    },
  );
});
