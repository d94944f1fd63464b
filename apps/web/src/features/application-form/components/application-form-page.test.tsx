import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MutationCache,
  onlineManager,
  QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  aerialActivityInitData,
  API_PATHS,
  APPLICATION_MESSAGES,
  CATEGORY_API_PATHS,
  ERROR_CODES,
  leadTimeMessage,
  mandatoryMessage,
  shipInitData,
} from '@aviation-permits/domain';
import type { ApplicationDraft } from '@aviation-permits/domain';
import { loadAnswerSchema } from '@/lib/api-client/api-client';
import type { ApiClient, CallOptions } from '@/lib/api-client/api-client';
import { ApiClientProvider } from '@/lib/api-client/api-client-context';
import { ApiError } from '@/lib/api-client/api-error';
import { PortalConfigProvider } from '@/lib/portal-config/portal-config-context';
import { SHIP_CROSSING } from '@aviation-permits/domain/test-fixtures';
import { TEST_CONFIG } from '../../../../tests/render-portal';
import { NEXT_LABEL } from './application-form';
import { unsavedEditStore } from '../model/unsaved-edit-store';
import { ApplicationFormPage } from './application-form-page';
import { RELOAD_LATEST_LABEL, SAVE_STATUS_TEXT } from './save-status';
import { RESTORE_EDIT_LABEL, UNSAVED_EDIT_MESSAGES } from './unsaved-edit-notice';

// APP-45 to APP-47 and the steps: the ship crossing form (category 3), with its dates judged by the
// server's today and holidays (APP-3, APP-7), and a balloon release's size limit (ENQ-7), against a
// fake permits service, as an applicant uses it.

const ID = '8d7f3c1a-2b4e-4f60-9a1d-5e6f7a8b9c0d';
const TODAY = '2026-03-02';
const ACCOUNT = 'applicant@example.com';

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

function renderForm(
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

function currentStep(): string {
  const list = screen.getByRole('navigation', { name: 'Application steps' });
  const current = within(list)
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step');
  return current?.textContent ?? '';
}

const draftCalls = (server: FakeServer) =>
  server.calls.filter((call) => call.path === API_PATHS.applicationDraft);

// A whole page with a form of many fields: slow on a busy machine, so the tests get more time.
describe('the application form', { timeout: 30_000 }, () => {
  it('draws the category’s fields from the domain’s table and stays on a step with errors', async () => {
    const { user } = renderForm();

    expect(await screen.findByLabelText('Vessel Name')).toBeInTheDocument();
    expect(screen.getByLabelText('Date of Vessel Movement')).toHaveAttribute('type', 'date');
    expect(currentStep()).toBe('1. Activity details');

    await user.click(screen.getByRole('button', { name: NEXT_LABEL }));

    const venue = screen.getByLabelText('Venue');
    await waitFor(() => expect(venue).toHaveAttribute('aria-invalid', 'true'));
    expect(venue).toHaveAccessibleDescription(mandatoryMessage('Venue'));
    expect(currentStep()).toBe('1. Activity details');
  });

  it('creates the draft after the first change, names it in the address and says truly whether it is saved (APP-63)', async () => {
    const { server, router, user } = renderForm();

    await user.type(await screen.findByLabelText('Venue'), 'Changi Naval Base');
    // Typed, not yet sent: never "saved" while the server does not have it.
    expect(screen.getByRole('status')).toHaveTextContent(SAVE_STATUS_TEXT.saving);

    await waitFor(() => expect(router.state.location.search).toContain(`id=${ID}`), {
      timeout: 3_000,
    });
    const [create] = draftCalls(server);
    expect(create).toMatchObject({
      method: 'POST',
      body: { form: { category: 3, venue: 'Changi Naval Base' } },
    });
    expect(screen.getByRole('status')).toHaveTextContent(SAVE_STATUS_TEXT.saved);
  });

  it('APP-71: a reopened draft goes straight to any step its answers already pass', async () => {
    const { location: _notYet, ...withoutLocation } = SHIP_CROSSING;
    const { user } = renderForm(`/apply/permit?category=3&id=${ID}`, undefined, {
      version: 2,
      venue: SHIP_CROSSING.venue,
      form: withoutLocation,
    });
    const steps = await screen.findByRole('navigation', { name: 'Application steps' });

    expect(within(steps).getByRole('button', { name: '2. Dates and times' })).toBeInTheDocument();
    // The first step its answers do not pass yet is as far as the list goes.
    expect(
      within(steps).queryByRole('button', { name: '4. Operator and safety personnel' }),
    ).toBeNull();

    await user.click(within(steps).getByRole('button', { name: '3. Location' }));

    expect(currentStep()).toBe('3. Location');
    expect(screen.getByRole('heading', { name: /Step 3 of 6/ })).toHaveFocus();
  });

  describe('APP-67: an edit the server never had, kept in this browser', () => {
    const store = unsavedEditStore(ACCOUNT);
    const keep = (version: number, venue: string) =>
      store.keep({ id: ID, version }, { category: 3, venue } as ApplicationDraft);
    const kept = () => store.read({ id: ID });
    afterEach(() => localStorage.clear());

    it('is restored on return and saved with the version it was made on', async () => {
      keep(3, 'Typed before the laptop closed');
      const { server } = renderForm(`/apply/permit?category=3&id=${ID}`, undefined, {
        version: 3,
        venue: 'Saved earlier',
      });

      expect(await screen.findByLabelText('Venue')).toHaveValue('Typed before the laptop closed');
      expect(screen.getByText(UNSAVED_EDIT_MESSAGES.restored)).toBeInTheDocument();
      await waitFor(
        () =>
          expect(draftCalls(server).at(-1)).toMatchObject({
            method: 'PUT',
            body: { id: ID, version: 3, form: { venue: 'Typed before the laptop closed' } },
          }),
        { timeout: 3_000 },
      );
      await waitFor(() => expect(kept()).toBeUndefined());
    });

    it('is never given to another account signed in on the same browser', async () => {
      keep(3, 'Typed by a colleague');
      renderForm(
        `/apply/permit?category=3&id=${ID}`,
        undefined,
        { version: 3, venue: 'Saved earlier' },
        'other.member@example.com',
      );

      expect(await screen.findByLabelText('Venue')).toHaveValue('Saved earlier');
      expect(screen.queryByText(UNSAVED_EDIT_MESSAGES.restored)).not.toBeInTheDocument();
    });

    it('of a new application, typed before its first save, comes back and creates the draft', async () => {
      store.keep(undefined, {
        category: 3,
        venue: 'Typed, then reloaded at once',
      } as ApplicationDraft);
      const { server, router } = renderForm();

      expect(await screen.findByLabelText('Venue')).toHaveValue('Typed, then reloaded at once');
      expect(screen.getByText(UNSAVED_EDIT_MESSAGES.restored)).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.search).toContain(`id=${ID}`), {
        timeout: 3_000,
      });
      expect(draftCalls(server)[0]).toMatchObject({
        method: 'POST',
        body: { form: { venue: 'Typed, then reloaded at once' } },
      });
      expect(store.read({ category: 3 })).toBeUndefined();
    });

    it('is dropped without a word when the server already has it (sent as the page was left)', async () => {
      keep(3, 'Sent on the way out');
      const { server } = renderForm(`/apply/permit?category=3&id=${ID}`, undefined, {
        version: 4,
        venue: 'Sent on the way out',
      });

      expect(await screen.findByLabelText('Venue')).toHaveValue('Sent on the way out');
      expect(screen.queryByText(UNSAVED_EDIT_MESSAGES.movedOn)).not.toBeInTheDocument();
      expect(kept()).toBeUndefined();
      expect(draftCalls(server)).toHaveLength(0);
    });

    it('is not laid over a copy changed elsewhere since: the applicant is told and chooses', async () => {
      keep(3, 'Typed here');
      const { server, user } = renderForm(`/apply/permit?category=3&id=${ID}`, undefined, {
        version: 5,
        venue: 'Changed in another tab',
      });

      const venue = await screen.findByLabelText('Venue');
      expect(venue).toHaveValue('Changed in another tab');
      expect(screen.getByRole('alert')).toHaveTextContent(UNSAVED_EDIT_MESSAGES.movedOn);
      expect(draftCalls(server)).toHaveLength(0);

      await user.click(screen.getByRole('button', { name: RESTORE_EDIT_LABEL }));

      expect(screen.getByLabelText('Venue')).toHaveValue('Typed here');
      await waitFor(
        () =>
          expect(draftCalls(server).at(-1)).toMatchObject({
            method: 'PUT',
            body: { id: ID, version: 5, form: { venue: 'Typed here' } },
          }),
        { timeout: 3_000 },
      );
    });
  });

  it('APP-63: offline, says "Not saved — retrying" and keeps trying without a toast at every attempt', async () => {
    const { server, user } = renderForm();
    server.offline = true;

    await user.type(await screen.findByLabelText('Venue'), 'Tuas');

    expect(
      await screen.findByText(SAVE_STATUS_TEXT.retrying, {}, { timeout: 3_000 }),
    ).toBeInTheDocument();
    expect(server.handled).toEqual([]);
  });

  it('APP-63: with the browser itself offline, the save is still tried and says "Not saved — retrying", never "Saving…" for ever', async () => {
    const { server, user } = renderForm();
    const venue = await screen.findByLabelText('Venue');
    // The connection is lost once the form is open, as it is for a person on the move.
    onlineManager.setOnline(false);
    try {
      server.offline = true;

      await user.type(venue, 'Tuas');

      expect(
        await screen.findByText(SAVE_STATUS_TEXT.retrying, {}, { timeout: 3_000 }),
      ).toBeInTheDocument();
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('moves on once the step is complete, saving the step’s answers with the latest version', async () => {
    const { server, user } = renderForm();
    const earliest = shipInitData({ today: TODAY, temporaryAreas: [] }).earliestStartDate;
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
      target: { value: earliest },
    });

    await user.click(screen.getByRole('button', { name: NEXT_LABEL }));

    await waitFor(() => expect(currentStep()).toBe('2. Dates and times'));
    await waitFor(() =>
      expect(draftCalls(server).at(-1)?.body).toMatchObject({
        form: { vesselName: 'Sea Breeze', vesselMovementDate: earliest },
      }),
    );
    const saves = draftCalls(server).filter((call) => call.method === 'PUT');
    for (const [index, save] of saves.entries()) {
      expect(save.body).toMatchObject({ id: ID, version: index + 1 });
    }
    expect(screen.getByRole('heading', { name: /Step 2 of 6/ })).toHaveFocus();
  });

  it('shows the stale-version message with "Reload latest" instead of overwriting (409)', async () => {
    const { server, user } = renderForm();
    await user.type(await screen.findByLabelText('Venue'), 'Tuas');
    await waitFor(() => expect(draftCalls(server)).toHaveLength(1), { timeout: 3_000 });

    server.staleNextSave = true;
    await user.type(screen.getByLabelText('Purpose'), 'Crossing');

    expect(
      await screen.findByText(APPLICATION_MESSAGES.staleDraft, {}, { timeout: 3_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: RELOAD_LATEST_LABEL })).toBeInTheDocument();
    expect(screen.getByLabelText('Purpose')).toBeDisabled();
  });

  it('ENQ-7: keeps a balloon release larger than 2 m on its step, saying the limit at the field', async () => {
    const { user } = renderForm('/apply/permit?category=4&activityType=BRELEASE');
    const size = await screen.findByLabelText(/^Maximum Size \(cm\)/);

    await user.type(size, '250');
    await user.click(screen.getByRole('button', { name: NEXT_LABEL }));

    await waitFor(() => expect(size).toHaveAttribute('aria-invalid', 'true'));
    expect(size).toHaveAccessibleDescription(
      'Maximum Size (cm) cannot be more than 200. Each balloon or cluster of balloons may be at most 2 m across.',
    );
    expect(currentStep()).toBe('1. Activity details');
  });

  describe('APP-3, APP-7: the dates are judged by the server’s today and holidays, not the browser’s', () => {
    // The browser's clock says mid-June; the server's today is Monday 2 March, and its list has a
    // holiday on Tuesday 3 March, so 7 working days ahead is Thursday 12 March, not Wednesday 11.
    const SERVER_HOLIDAY = '2026-03-03';
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-06-15T02:00:00.000Z'));
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('says the lead time and the earliest start date, and refuses a start before it at its row', async () => {
      const { user } = renderForm('/apply/permit?category=3', [SERVER_HOLIDAY]);

      expect(
        await screen.findByText(`${leadTimeMessage(7)} The earliest start date is 2026-03-12.`),
      ).toBeInTheDocument();
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
        await user.type(screen.getByLabelText(label), value);
      }
      // In the past by the browser's clock, not by the server's today.
      fireEvent.change(screen.getByLabelText('Date of Vessel Movement'), {
        target: { value: '2026-03-11' },
      });
      await user.click(screen.getByRole('button', { name: NEXT_LABEL }));
      await waitFor(() => expect(currentStep()).toBe('2. Dates and times'));

      const row = screen.getByRole('group', { name: 'Date and time 1' });
      const startDate = within(row).getByLabelText('Start Date');
      for (const [label, value] of [
        ['Start Date', '2026-03-11'],
        ['End Date', '2026-03-11'],
        ['Start Time', '10:00'],
        ['End Time', '12:00'],
      ] as const) {
        fireEvent.change(within(row).getByLabelText(label), { target: { value } });
      }
      await user.click(screen.getByRole('button', { name: NEXT_LABEL }));

      await waitFor(() => expect(startDate).toHaveAttribute('aria-invalid', 'true'));
      expect(startDate).toHaveAccessibleDescription(leadTimeMessage(7));
      expect(currentStep()).toBe('2. Dates and times');

      fireEvent.change(startDate, { target: { value: '2026-03-12' } });
      fireEvent.change(within(row).getByLabelText('End Date'), {
        target: { value: '2026-03-12' },
      });
      await user.click(screen.getByRole('button', { name: NEXT_LABEL }));
      await waitFor(() => expect(currentStep()).toBe('3. Location'));
    });
  });
});
