import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PUBLISHED_DATA_API_PATHS } from '@aviation-permits/domain/officer';
import type { OfficerPublicHolidays, OfficerRole } from '@aviation-permits/domain/officer';
import { ApiClientProvider } from '@/lib/api-client/api-client-context';
import { fakeOfficerService, refusal } from './published-data-test-api';
import { PublicHolidaysPage } from './public-holidays-page';

const LIST = `GET ${PUBLISHED_DATA_API_PATHS.publicHolidays}`;
const ADD = `POST ${PUBLISHED_DATA_API_PATHS.publicHolidays}`;
const REMOVE = `POST ${PUBLISHED_DATA_API_PATHS.publicHolidayRemoval('2027-01-01')}`;

const LISTED: OfficerPublicHolidays = {
  published: ['2026-12-25'],
  added: [
    {
      date: '2027-01-01',
      name: "New Year's Day",
      addedAt: '2026-11-27T02:05:00.000Z',
      addedBy: 'Chief',
    },
  ],
};

function renderPage(role: OfficerRole, answers: Parameters<typeof fakeOfficerService>[1]) {
  const service = fakeOfficerService(role, answers);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <ApiClientProvider client={service.api}>
      <QueryClientProvider client={queryClient}>
        <PublicHolidaysPage />
      </QueryClientProvider>
    </ApiClientProvider>,
  );
  return service;
}

describe('/officer/public-holidays (OFF-34 to OFF-36)', () => {
  it('lists the added dates as Singapore writes them and the published list, read-only to an officer', async () => {
    renderPage('officer', { [LIST]: () => LISTED });
    const row = within(await screen.findByRole('table')).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent("1 Jan 2027New Year's Day27 Nov 2026, 10:05 am by Chief");
    expect(screen.getByText('25 Dec 2026')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Add a public holiday' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('adds a date typed as dd/mm/yyyy, refusing a wrong one and showing a 409 in the server words', async () => {
    const user = userEvent.setup();
    let answer: unknown = refusal(409, '2 Jan 2027 is already a public holiday.');
    const { calls } = renderPage('supervisor', {
      [LIST]: () => ({ published: [], added: [] }),
      [ADD]: () => answer,
    });
    expect(
      await screen.findByText('No public holiday has been added in the console.'),
    ).toBeVisible();
    await user.type(await screen.findByLabelText('Date'), '30/02/2027');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Date is invalid')).toBeVisible();
    expect(screen.getByText('Name is mandatory.')).toBeVisible();

    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), '02/01/2027');
    await user.type(screen.getByLabelText('Name'), 'Polling Day');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '2 Jan 2027 is already a public holiday.',
    );

    answer = undefined;
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('2 Jan 2027 has been added.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      date: '2027-01-02',
      name: 'Polling Day',
    });
  });

  it('removes a date added in the console', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage('supervisor', { [LIST]: () => LISTED, [REMOVE]: () => undefined });
    await user.click(await screen.findByRole('button', { name: 'Remove 1 Jan 2027' }));
    expect(await screen.findByText('1 Jan 2027 has been removed.')).toBeVisible();
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: PUBLISHED_DATA_API_PATHS.publicHolidayRemoval('2027-01-01'),
      }),
    );
  });
});
