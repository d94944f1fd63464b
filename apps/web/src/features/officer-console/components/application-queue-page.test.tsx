import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { OFFICER_API_PATHS, OFFICER_QUEUE_NOTES } from '@aviation-permits/domain/officer';
import type { OfficerApplicationRow } from '@aviation-permits/domain/officer';
import { loadAnswerSchema } from '@/lib/api-client/api-client';
import type { ApiClient, CallOptions } from '@/lib/api-client/api-client';
import { ApiClientProvider } from '@/lib/api-client/api-client-context';
import { ApplicationQueuePage } from './application-queue-page';

const COUNTS = {
  processing: 3,
  'need-your-action': 1,
  decided: 0,
  'decided-automatically': 2,
  closed: 4,
};

function row(n: number, reference: string, submittedAt: string): OfficerApplicationRow {
  return {
    id: `7c1e4a52-0d3b-4f6e-9a8b-00000000000${n}`,
    reference,
    categoryId: 3,
    venue: 'Changi East channel',
    status: 'PROCESSING',
    applicantName: 'Tan Ah Kow',
    applicantEmail: 'tan@example.sg',
    submittedAt,
    ageDays: 4,
    assignment: null,
    version: 2,
  };
}

/** The portal's own approval under its policy (OFF-58). */
const AUTOMATIC = {
  ...row(4, 'AA-2026-00004', '2026-11-26T02:05:00.000Z'),
  categoryId: 4 as const,
  activityType: 'KITE',
  status: 'APPROVED' as const,
};

/**
 * The queue call: two pages of "To review", one approval decided automatically, the other queues
 * empty; records each address.
 */
function fakeQueues() {
  const asked: URLSearchParams[] = [];
  const api: ApiClient = {
    async call<T>(path: string, options: CallOptions<T>): Promise<T> {
      const url = new URL(path, 'http://portal');
      expect(url.pathname).toBe(OFFICER_API_PATHS.applications);
      asked.push(url.searchParams);
      const queue = url.searchParams.get('queue');
      const secondPage = url.searchParams.get('cursor') === 'after-first';
      const page =
        queue === 'decided-automatically'
          ? { counts: COUNTS, queue, rows: [AUTOMATIC], nextCursor: null }
          : queue !== 'processing'
            ? { counts: COUNTS, queue, rows: [], nextCursor: null }
            : secondPage
              ? {
                  counts: COUNTS,
                  queue,
                  rows: [row(3, 'SC-2026-00003', '2026-11-25T04:30:00.000Z')],
                  nextCursor: null,
                }
              : {
                  counts: COUNTS,
                  queue,
                  rows: [
                    row(1, 'SC-2026-00001', '2026-11-23T02:05:00.000Z'),
                    row(2, 'SC-2026-00002', '2026-11-24T02:05:00.000Z'),
                  ],
                  nextCursor: 'after-first',
                };
      return (await loadAnswerSchema(options.schema)).parse(page);
    },
  };
  return { api, asked };
}

function renderQueues() {
  const fake = fakeQueues();
  render(
    <ApiClientProvider client={fake.api}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ApplicationQueuePage />
        </MemoryRouter>
      </QueryClientProvider>
    </ApiClientProvider>,
  );
  return fake;
}

describe('/officer, the application queues (OFF-24)', () => {
  it("shows every queue's count and the oldest first, then loads more", async () => {
    renderQueues();

    const toReview = await screen.findByRole('button', { name: 'To review (3)' });
    expect(toReview).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Waiting for the applicant (1)' })).toBeVisible();
    const table = screen.getByRole('table');
    const firstRow = within(table).getAllByRole('row')[1];
    expect(firstRow).toHaveTextContent('SC-2026-00001');
    expect(firstRow).toHaveTextContent('23 Nov 2026, 10:05 am');
    expect(firstRow).toHaveTextContent('Ship Crossing');
    // Each reference opens the application's review (OFF-25).
    expect(within(firstRow!).getByRole('link', { name: 'SC-2026-00001' })).toHaveAttribute(
      'href',
      '/officer/application?id=7c1e4a52-0d3b-4f6e-9a8b-000000000001',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('SC-2026-00003')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('searches and filters the chosen queue, and shows an empty one plainly', async () => {
    const { asked } = renderQueues();
    await screen.findByRole('table');

    await userEvent.type(screen.getByLabelText('Search'), 'Tan');
    await userEvent.selectOptions(screen.getByLabelText('Category'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(Object.fromEntries(asked.at(-1) ?? [])).toEqual({
        queue: 'processing',
        search: 'Tan',
        categoryId: '3',
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Decided (0)' }));
    expect(await screen.findByText('No applications in this queue.')).toBeVisible();
    expect(asked.at(-1)?.get('queue')).toBe('decided');
    expect(asked.at(-1)?.get('search')).toBe('Tan');
  });

  it("OFF-58: lists the portal's own approvals in a queue of their own, saying what they are", async () => {
    const { asked } = renderQueues();
    await screen.findByRole('table');
    const automatic = screen.getByRole('button', { name: 'Decided automatically (2)' });
    expect(screen.queryByText(OFFICER_QUEUE_NOTES['decided-automatically'] ?? '')).toBeNull();

    // Reached and chosen by keyboard, as every queue.
    automatic.focus();
    await userEvent.keyboard('{Enter}');

    expect(automatic).toHaveAttribute('aria-pressed', 'true');
    expect(asked.at(-1)?.get('queue')).toBe('decided-automatically');
    expect(
      await screen.findByText(OFFICER_QUEUE_NOTES['decided-automatically'] ?? 'a note'),
    ).toBeVisible();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'AA-2026-00004' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Closed without a decision (4)' })).toBeVisible();
  });
});
