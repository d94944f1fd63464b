import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { OFFICER_API_PATHS } from '@aviation-permits/domain/officer';
import { loadAnswerSchema } from '@/lib/api-client/api-client';
import type { ApiClient, CallOptions } from '@/lib/api-client/api-client';
import { ApiClientProvider } from '@/lib/api-client/api-client-context';
import { OfficerAccountsPage } from './officer-accounts-page';

const row = (n: number, name: string) => ({
  id: `7c1e4a52-0d3b-4f6e-9a8b-00000000000${n}`,
  name,
  email: `${name.split(' ')[0]?.toLowerCase()}@example.sg`,
  status: 'SUBMITTED',
  submittedAt: '2026-11-23T02:05:00.000Z',
  ageDays: 4,
});

function renderAccounts() {
  const asked: URLSearchParams[] = [];
  const api: ApiClient = {
    async call<T>(path: string, options: CallOptions<T>): Promise<T> {
      const url = new URL(path, 'http://portal');
      expect(url.pathname).toBe(OFFICER_API_PATHS.accounts);
      asked.push(url.searchParams);
      const page =
        url.searchParams.get('cursor') === 'after-first'
          ? { count: 2, rows: [row(2, 'Lim Bee Lian')], nextCursor: null }
          : { count: 2, rows: [row(1, 'Tan Ah Kow')], nextCursor: 'after-first' };
      return (await loadAnswerSchema(options.schema)).parse(page);
    },
  };
  render(
    <ApiClientProvider client={api}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <OfficerAccountsPage />
        </MemoryRouter>
      </QueryClientProvider>
    </ApiClientProvider>,
  );
  return asked;
}

describe('/officer/accounts, the accounts to review (OFF-27)', () => {
  it('lists them oldest first, each opening its review, then loads more', async () => {
    const asked = renderAccounts();
    const link = await screen.findByRole('link', { name: 'Tan Ah Kow' });
    expect(link).toHaveAttribute(
      'href',
      '/officer/account?id=7c1e4a52-0d3b-4f6e-9a8b-000000000001',
    );
    expect(screen.getByText('Accounts to review: 2.')).toBeVisible();
    const firstRow = within(screen.getByRole('table')).getAllByRole('row')[1] as HTMLElement;
    expect(firstRow).toHaveTextContent('23 Nov 2026, 10:05 am');
    expect(asked[0]?.get('queue')).toBe('to-review');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Lim Bee Lian' })).toBeVisible();
  });

  it('searches by name or e-mail', async () => {
    const asked = renderAccounts();
    await screen.findByRole('table');
    await userEvent.type(screen.getByLabelText('Name or e-mail'), 'tan');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked.at(-1)?.get('search')).toBe('tan'));
  });
});
