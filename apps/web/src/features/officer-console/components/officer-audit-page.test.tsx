import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { OFFICER_API_PATHS } from '@aviation-permits/domain/officer';
import type { OfficerAuditEntry } from '@aviation-permits/domain/officer';
import { loadAnswerSchema } from '@/lib/api-client/api-client';
import type { ApiClient, CallOptions } from '@/lib/api-client/api-client';
import { ApiClientProvider } from '@/lib/api-client/api-client-context';
import { OfficerAuditPage } from './officer-audit-page';

const OFFICER_ID = '4f9d2c3e-8a1b-4c5d-9e6f-1a2b3c4d5e6f';

function entry(id: number, at: string, action: OfficerAuditEntry['action']): OfficerAuditEntry {
  return {
    id,
    at,
    actor: OFFICER_ID,
    action,
    subjectType: 'officer',
    subjectId: OFFICER_ID,
    message: null,
    clientAddress: null,
    requestId: null,
  };
}

/** Two pages of the trail, newest first; records each address asked for. */
function fakeAuditTrail() {
  const asked: string[] = [];
  const api: ApiClient = {
    async call<T>(path: string, options: CallOptions<T>): Promise<T> {
      asked.push(path);
      const olderPage = new URL(path, 'http://portal').searchParams.get('before') === '2';
      const page = olderPage
        ? { entries: [entry(1, '2026-11-26T16:00:00.000Z', 'sign-in.code')], nextBefore: null }
        : { entries: [entry(2, '2026-11-27T02:05:00.000Z', 'sign-in')], nextBefore: 2 };
      return (await loadAnswerSchema(options.schema)).parse(page);
    },
  };
  return { api, asked };
}

describe('/officer/audit (OFF-8, OFF-17)', () => {
  it('lists the trail newest first in Singapore time, loads more and filters by officer', async () => {
    const { api, asked } = fakeAuditTrail();
    render(
      <ApiClientProvider client={api}>
        <QueryClientProvider client={new QueryClient()}>
          <OfficerAuditPage />
        </QueryClientProvider>
      </ApiClientProvider>,
    );

    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('27 Nov 2026, 10:05 am');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('27 Nov 2026, 12:00 am')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(asked).toEqual([OFFICER_API_PATHS.audit, `${OFFICER_API_PATHS.audit}?before=2`]);

    await userEvent.type(screen.getByLabelText('Officer'), OFFICER_ID);
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(asked.at(-1)).toBe(`${OFFICER_API_PATHS.audit}?officerId=${OFFICER_ID}`),
    );
  });
});
