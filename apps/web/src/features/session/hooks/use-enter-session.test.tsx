import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ANONYMOUS_SESSION, ROUTE_PATHS } from '@aviation-permits/domain';
import type { AccountStatus, UserSession } from '@aviation-permits/domain';
import type { ApiClient } from '@/lib/api-client/api-client';
import { ApiClientProvider } from '@/lib/api-client/api-client-context';
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

describe('useEnterSession', () => {
  it.each([
    ['PENDING_REGISTRATION', ROUTE_PATHS.profile],
    ['SUBMITTED', ROUTE_PATHS.userStatus],
    ['ACTIVE', ROUTE_PATHS.dashboard],
  ] as const)(
    'adopts a %s session and replaces /login with %s',
    async (status: AccountStatus, target) => {
      const session: UserSession = { ...ANONYMOUS_SESSION, userSessionValid: true, status };
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

      await userEvent.click(screen.getByRole('button', { name: 'Signed in' }));

      expect(await screen.findByText('Arrived')).toBeVisible();
      expect(router.state.location.pathname).toBe(target);
      expect(queryClient.getQueryData(statusQueryOptions(api).queryKey)).toEqual(session);
      // Replaced: one step back is where the user was before /login, not the log-in form.
      expect(router.state.historyAction).toBe('REPLACE');
    },
  );
});
