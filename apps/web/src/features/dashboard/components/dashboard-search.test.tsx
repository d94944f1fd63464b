import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { API_PATHS } from '@aviation-permits/domain/http';
import { DASHBOARD_CATEGORY_KEYS } from '@aviation-permits/domain/application';
import type { DashboardCategoryKey, DashboardRow } from '@aviation-permits/domain/application';
import { renderPortal } from '../../../../tests/render-portal';

// APP-68: a search looks in every category: each tab's count is of what it finds, and the
// dashboard opens the tab that has it when the current one has none. APP-69: a count reads
// "1 application", not "1 applications".

const PROCESSING_ROW: DashboardRow = {
  id: '0b5e4c3a-1d2f-4a6b-8c9d-0e1f2a3b4c5d',
  reference: 'AP-2026-000042',
  categoryId: 1,
  venue: 'Marina Bay',
  firstStartDate: '2026-12-05',
  status: 'PROCESSING',
  dashboardCategory: 'processing',
  updatedAt: '2026-11-21T02:00:00.000Z',
};

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
}

/**
 * One processing application among two drafts; a search for its reference finds it alone.
 * `processing` is how many Processing applications the counts say, changed by a test meanwhile.
 */
function dashboardService(state: CountsState = { processing: 1 }) {
  const finds = (search: unknown) =>
    typeof search === 'string' && PROCESSING_ROW.reference?.startsWith(search.toUpperCase());
  return async (url: string, init: RequestInit | undefined): Promise<Response | undefined> => {
    if (url === API_PATHS.csrfToken) return json({ csrfToken: 'csrf-token' });
    if (url.startsWith(API_PATHS.dashboardData)) {
      await state.countsHeld;
      const search = new URL(url, 'http://portal.test').searchParams.get('search');
      const counts = Object.fromEntries(DASHBOARD_CATEGORY_KEYS.map((key) => [key, 0]));
      counts.processing = state.processing;
      if (!search) counts.draft = 2;
      else if (!finds(search)) counts.processing = 0;
      return json({ counts, category: 'needYourAction', page: { rows: [], nextCursor: null } });
    }
    if (url === API_PATHS.dashboardFilter) {
      const body = JSON.parse(String(init?.body)) as {
        category: DashboardCategoryKey;
        search?: string;
      };
      const rows = body.category === 'processing' && (!body.search || finds(body.search));
      return json({ rows: rows ? [PROCESSING_ROW] : [], nextCursor: null });
    }
    return undefined;
  };
}

interface CountsState {
  processing: number;
  /** While set, the counts call waits for it. */
  countsHeld?: Promise<void>;
}

async function openDashboard(query: string, state?: CountsState) {
  return renderPortal({
    path: `/dashboard${query}`,
    session: { userSessionValid: true, status: 'ACTIVE', fullName: 'Tan Ah Kow' },
    answer: dashboardService(state),
  });
}

function tab(name: RegExp) {
  return within(screen.getByRole('navigation', { name: 'Application categories' })).getByRole(
    'link',
    { name },
  );
}

describe('the dashboard search (APP-68)', () => {
  it('finds a reference from the default tab by opening the tab that has it', async () => {
    await openDashboard('?search=ap-2026-000042');

    const reference = await screen.findByRole('link', { name: 'AP-2026-000042' });
    // APP-69: the reference stays on one line (its cell does not wrap at the hyphens), and the
    // dates read as Singapore writes them, the time updated in Singapore time.
    expect(reference.closest('td')).toHaveClass('text-nowrap');
    expect(reference.closest('tr')).toHaveTextContent('5 Dec 2026');
    expect(reference.closest('tr')).toHaveTextContent('21 Nov 2026, 10:00 am');
    await waitFor(() => expect(tab(/^Processing/)).toHaveAttribute('aria-current', 'page'));
    expect(tab(/^Need Your Action/)).not.toHaveAttribute('aria-current');
  });

  it("shows in each tab's count how many the search finds there", async () => {
    await openDashboard('?search=ap-2026-000042');

    await waitFor(() => expect(tab(/^Processing/)).toHaveTextContent(/1\s*application$/));
    expect(tab(/^Draft/)).toHaveTextContent(/0\s*applications$/);
  });

  it('stays on the chosen tab when the search finds nothing anywhere', async () => {
    await openDashboard('?search=nowhere');

    await waitFor(() => expect(tab(/^Processing/)).toHaveTextContent(/0\s*applications$/));
    expect(tab(/^Need Your Action/)).toHaveAttribute('aria-current', 'page');
  });
});

describe('the counts without a search (APP-69)', () => {
  it('reads "1 application" and "2 applications"', async () => {
    await openDashboard('');

    await waitFor(() => expect(tab(/^Processing/)).toHaveTextContent(/1\s*application$/));
    expect(tab(/^Draft/)).toHaveTextContent(/2\s*applications$/);
  });
});

describe('the counts on return to the dashboard (APP-69)', () => {
  it('are never the ones from before leaving, but read again', async () => {
    const state: CountsState = { processing: 1 };
    const { app } = await openDashboard('', state);
    await waitFor(() => expect(tab(/^Processing/)).toHaveTextContent(/1\s*application$/));

    await act(() => app.router().navigate('/home'));
    await screen.findByRole('heading', { name: 'Apply for a Permit or Clearance' });
    state.processing = 3; // two more applications were paid meanwhile
    let answerCounts = () => undefined as void;
    state.countsHeld = new Promise((resolve) => {
      answerCounts = resolve;
    });
    await act(() => app.router().navigate('/dashboard'));

    // While the counts are read again, the ones from before leaving are not shown.
    await screen.findByRole('navigation', { name: 'Application categories' });
    expect(tab(/^Processing/)).toHaveTextContent(/^Processing$/);
    act(() => answerCounts());
    await waitFor(() => expect(tab(/^Processing/)).toHaveTextContent(/3\s*applications$/));
  });
});
