import { API_PATHS } from '@aviation-permits/domain/http';
import {
  CATEGORY_API_PATHS,
  DASHBOARD_CATEGORY_KEYS,
  isEditable,
  isRemovable,
  isWithdrawable,
  shipInitData,
} from '@aviation-permits/domain/application';
import { singaporeCalendarDate } from '@aviation-permits/domain/validation';
import type { ApplicationRecord, ApplicationStatus } from '@aviation-permits/domain/application';

// The permits service as the application pages call it, for renderPortal's `answer`: one ship
// crossing application, its form's rules, its removal and an empty dashboard.

export const APPLICATION_ID = '8d7f3c1a-2b4e-4f60-9a1d-5e6f7a8b9c0d';

/** A ship crossing application in `status`, with what the applicant may do in it. */
export function shipApplication(
  status: ApplicationStatus,
  overrides: Partial<ApplicationRecord> = {},
): ApplicationRecord {
  return {
    id: APPLICATION_ID,
    reference: status === 'DRAFT' ? null : 'SC-2026-000123',
    categoryId: 3,
    status,
    version: 4,
    form: { category: 3, venue: 'Changi East channel', vesselName: 'Sea Breeze' },
    editable: isEditable(status),
    removable: isRemovable(status),
    withdrawable: isWithdrawable(status),
    createdAt: '2026-11-20T02:00:00.000Z',
    updatedAt: '2026-11-21T02:00:00.000Z',
    documents: [],
    history: [
      { fromStatus: null, toStatus: 'DRAFT', by: 'applicant', at: '2026-11-20T02:00:00.000Z' },
    ],
    ...overrides,
  };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

interface FakeCall {
  url: string;
  method: string;
  body: unknown;
}

export function fakePermitsService(record: ApplicationRecord) {
  const calls: FakeCall[] = [];
  const answer = (url: string, init: RequestInit | undefined): Response | undefined => {
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ url, method, body });
    if (url === API_PATHS.csrfToken) return json({ csrfToken: 'csrf-token' });
    if (url === `${API_PATHS.applicationRetrieve}?id=${record.id}`) return json(record);
    if (url === CATEGORY_API_PATHS[3].initData) {
      return json(shipInitData({ today: singaporeCalendarDate(new Date()), temporaryAreas: [] }));
    }
    if (url === API_PATHS.applicationRemove) return new Response(null, { status: 204 });
    if (url.startsWith(API_PATHS.dashboardData)) {
      const counts = Object.fromEntries(DASHBOARD_CATEGORY_KEYS.map((key) => [key, 0]));
      const category =
        new URL(url, 'http://portal.test').searchParams.get('category') ?? 'needYourAction';
      return json({ counts, category, page: { rows: [], nextCursor: null } });
    }
    if (url === API_PATHS.dashboardFilter) return json({ rows: [], nextCursor: null });
    return undefined;
  };
  return { answer, calls };
}
