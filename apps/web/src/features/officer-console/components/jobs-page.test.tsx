import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  JOB_RUN_MESSAGES,
  JOB_RUNS_API_PATHS,
  OUTBOX_API_PATHS,
  type JobRunView,
} from '@aviation-permits/domain/officer';
import { loadAnswerSchema } from '@/lib/api-client/api-client';
import type { ApiClient, CallOptions } from '@/lib/api-client/api-client';
import { ApiClientProvider } from '@/lib/api-client/api-client-context';
import { JobsPage } from './jobs-page';

const FAILED: JobRunView = {
  id: '3b241101-e2bb-4255-8caf-4136c566a962',
  name: 'lifecycle.remind',
  state: 'failed',
  createdAt: '2026-11-27T02:05:00.000Z',
  startedAt: '2026-11-27T02:05:01.000Z',
  completedAt: '2026-11-27T02:05:02.000Z',
  retries: 2,
  error: 'connection refused',
};
const DONE: JobRunView = {
  ...FAILED,
  id: 'b',
  name: 'mail.send-outbox',
  state: 'completed',
  error: null,
};

/** The runs as the server lists them; records each call, the retry taking the failure away. */
function fakeJobs() {
  const calls: string[] = [];
  let failed = [FAILED];
  const api: ApiClient = {
    async call<T>(path: string, options: CallOptions<T>): Promise<T> {
      calls.push(`${options.method ?? 'GET'} ${path}`);
      if (path === JOB_RUNS_API_PATHS.retry) {
        failed = [];
        return (await loadAnswerSchema(options.schema)).parse(undefined);
      }
      // The page's e-mail section (outbox-messages-section.test.tsx): nothing to list here.
      if (path.startsWith(OUTBOX_API_PATHS.messages)) {
        return (await loadAnswerSchema(options.schema)).parse({ messages: [] });
      }
      const failedOnly = path.endsWith('failedOnly=true');
      const runs = failedOnly ? failed : [...failed, DONE];
      return (await loadAnswerSchema(options.schema)).parse({ runs });
    },
  };
  return { api, calls };
}

function renderPage(api: ApiClient) {
  render(
    <ApiClientProvider client={api}>
      <QueryClientProvider client={new QueryClient()}>
        <JobsPage />
      </QueryClientProvider>
    </ApiClientProvider>,
  );
}

describe('/officer/jobs (LIFE-13)', () => {
  it('lists the runs in Singapore time, filters the failed and runs one again from the keyboard', async () => {
    const { api, calls } = fakeJobs();
    renderPage(api);

    const table = await screen.findByRole('table');
    const [, failedRow, doneRow] = within(table).getAllByRole('row');
    expect(failedRow).toHaveTextContent('lifecycle.remind');
    expect(failedRow).toHaveTextContent('Failed');
    expect(failedRow).toHaveTextContent('27 Nov 2026, 10:05 am');
    expect(failedRow).toHaveTextContent('connection refused');
    expect(doneRow).toHaveTextContent('Completed');
    expect(within(doneRow as HTMLElement).queryByRole('button')).toBeNull();

    await userEvent.click(screen.getByLabelText('Failed runs only'));
    await waitFor(() =>
      expect(calls.at(-1)).toBe(`GET ${JOB_RUNS_API_PATHS.runs}?failedOnly=true`),
    );

    const again = await screen.findByRole('button', { name: 'Run lifecycle.remind again' });
    again.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText(JOB_RUN_MESSAGES.retried)).toBeVisible();
    expect(calls).toContain(`POST ${JOB_RUNS_API_PATHS.retry}`);
    expect(await screen.findByText('No runs to show.')).toBeVisible();
  });
});
