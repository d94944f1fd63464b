import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  aerialActivityInitData,
  CATEGORY_API_PATHS,
  shipInitData,
} from '@aviation-permits/domain/application';
import { API_PATHS, ERROR_CODES } from '@aviation-permits/domain/http';
import { APPLICATION_MESSAGES } from '@aviation-permits/domain/messages';
import { loadAnswerSchema } from '@/lib/api-client/api-client';
import type { ApiClient, CallOptions } from '@/lib/api-client/api-client';
import { ApiClientProvider } from '@/lib/api-client/api-client-context';
import { ApiError } from '@/lib/api-client/api-error';
import { PortalConfigProvider } from '@/lib/portal-config/portal-config-context';
import { TEST_CONFIG } from './render-portal';
import { ApplicationFormPage } from '@/features/application-form/components/application-form-page';

// The application form page's tests (components/application-form-*.test.tsx) share this: the page in a router
// against a fake permits service, as an applicant uses it. Only tests import it.

export const ID = '8d7f3c1a-2b4e-4f60-9a1d-5e6f7a8b9c0d';
export const TODAY = '2026-03-02';
export const ACCOUNT = 'applicant@example.com';

interface FakeServer {
  calls: { path: string; method: string; body: unknown }[];
  /** The next draft save answers 409. */
  staleNextSave: boolean;
  /** Draft saves get no answer at all (offline). */
  offline?: boolean;
  /** What reached the shared error handler (the toasts). */
  handled: unknown[];
  /** The server's effective public holidays, when not the shipped list (APP-3). */
  holidays?: string[];
  /** The saved draft `application/retrieve` answers: its version and venue, or its whole form. */
  saved?: { version: number; venue: string; form?: Record<string, unknown> };
}

/** The permits service as the form calls it: the init-data, a saved draft and draft saves. */
function fakeApi(server: FakeServer): ApiClient {
  let version = 0;
  return {
    async call<T>(path: string, options: CallOptions<T>): Promise<T> {
      const method = options.method ?? 'GET';
      server.calls.push({ path, method, body: options.body });
      if (path === CATEGORY_API_PATHS[3].initData) {
        const holidays = server.holidays ? { holidays: server.holidays } : {};
        return (await loadAnswerSchema(options.schema)).parse(
          shipInitData({ today: TODAY, temporaryAreas: [], ...holidays }),
        );
      }
      if (path === CATEGORY_API_PATHS[4].initData) {
        return (await loadAnswerSchema(options.schema)).parse(
          aerialActivityInitData({ today: TODAY, temporaryAreas: [] }),
        );
      }
      if (path.startsWith(API_PATHS.applicationRetrieve) && server.saved) {
        return (await loadAnswerSchema(options.schema)).parse({
          id: ID,
          reference: null,
          categoryId: 3,
          status: 'DRAFT',
          version: server.saved.version,
          form: server.saved.form ?? { category: 3, venue: server.saved.venue },
          editable: true,
          removable: true,
          withdrawable: false,
          createdAt: '2026-03-01T01:00:00.000Z',
          updatedAt: '2026-03-01T01:00:00.000Z',
          documents: [],
          history: [],
        });
      }
      if (path === API_PATHS.applicationDraft) {
        if (server.offline) throw new ApiError({ message: 'offline', url: path });
        if (method === 'PUT' && server.staleNextSave) {
          throw new ApiError({
            message: 'stale',
            url: path,
            status: 409,
            errorCodes: ERROR_CODES.conflict,
            detail: APPLICATION_MESSAGES.staleDraft,
          });
        }
        version += 1;
        return (await loadAnswerSchema(options.schema)).parse({
          id: ID,
          reference: null,
          version,
          updatedAt: '2026-03-02T06:07:00.000Z',
        });
      }
      throw new Error(`unexpected call ${method} ${path}`);
    },
  };
}

/** The form page at `path`, signed in as `account`, on the fake service; its calls recorded. */
export function renderForm(
  path = '/apply/permit?category=3',
  holidays?: string[],
  saved?: FakeServer['saved'],
  account = ACCOUNT,
) {
  const server: FakeServer = {
    calls: [],
    handled: [],
    staleNextSave: false,
    ...(holidays ? { holidays } : {}),
    ...(saved ? { saved } : {}),
  };
  const router = createMemoryRouter(
    [
      {
        path: '/apply/permit',
        element: <ApplicationFormPage heading="Apply for Permit" account={account} />,
      },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    mutationCache: new MutationCache({ onError: (error) => server.handled.push(error) }),
  });
  render(
    <PortalConfigProvider config={TEST_CONFIG}>
      <ApiClientProvider client={fakeApi(server)}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ApiClientProvider>
    </PortalConfigProvider>,
  );
  return { server, router, user: userEvent.setup() };
}

/** The step the step list marks as current. */
export function currentStep(): string {
  const list = screen.getByRole('navigation', { name: 'Application steps' });
  const current = within(list)
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step');
  return current?.textContent ?? '';
}

export const draftCalls = (server: FakeServer) =>
  server.calls.filter((call) => call.path === API_PATHS.applicationDraft);

type User = ReturnType<typeof userEvent.setup>;

/**
 * Answers the ship crossing's first step (APP-20): its words typed, the vessel's movement date set
 * at once as `movementDate` (dd/mm/yyyy or a calendar date, as the date entry reads both).
 */
export async function answerShipActivityStep(user: User, movementDate: string): Promise<void> {
  const answers: Record<string, string> = {
    'Type of Activity': 'Tall ship crossing',
    Venue: 'Changi East channel',
    Purpose: 'Delivery of a barge',
    'Vessel Name': 'Sea Breeze',
    Callsign: '9V1234',
    'Port or Point of Origin': 'Pasir Panjang',
    'Final Destination': 'Batam',
  };
  for (const [label, value] of Object.entries(answers)) {
    await user.type(await screen.findByLabelText(label), value);
  }
  fireEvent.change(screen.getByLabelText('Date of Vessel Movement'), {
    target: { value: movementDate },
  });
}
