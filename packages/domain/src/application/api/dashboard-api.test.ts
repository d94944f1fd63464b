import { describe, expect, it } from 'vitest';
import {
  dashboardDataQuerySchema,
  dashboardDataResponseSchema,
  dashboardFilterRequestSchema,
} from './dashboard-api.js';

// APP-7: the dashboard's filter and its answers.

function issues(input: unknown) {
  const result = dashboardFilterRequestSchema.safeParse(input);
  return result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
}

describe('dashboard filter request', () => {
  it('fills the defaults: newest first, 10 a page', () => {
    expect(dashboardFilterRequestSchema.parse({ category: 'draft' })).toEqual({
      category: 'draft',
      sortField: 'updatedAt',
      sortDirection: 'desc',
      pageSize: 10,
    });
  });

  it.each([
    [{ pageSize: 50 }, []],
    [{ pageSize: 51 }, [['pageSize', 'Page size must be a whole number from 1 to 50']]],
    [{ pageSize: 0 }, [['pageSize', 'Page size must be a whole number from 1 to 50']]],
    [{ search: ' AA-2026 ', categoryId: 4, sortField: 'firstStartDate', sortDirection: 'asc' }, []],
    [{ search: 'x'.repeat(101) }, [['search', 'Search must be at most 100 characters']]],
    [{ search: 'a\u0000' }, [['search', 'Search contains characters that are not allowed.']]],
    [{ categoryId: 5 }, [['categoryId', 'Category is invalid']]],
    [{ sortField: 'amount' }, [['sortField', expect.any(String)]]],
    [{ dateFrom: '2026-03-01', dateTo: '2026-03-31' }, []],
    [
      { dateFrom: '2026-04-01', dateTo: '2026-03-31' },
      [['dateTo', 'To Date must be on or after From Date']],
    ],
    [{ dateFrom: '2026-02-30' }, [['dateFrom', 'From Date is invalid']]],
    [{ category: 'archived' }, [['category', 'Dashboard category is invalid']]],
  ])('%j → %j', (change, expected) => {
    expect(issues({ category: 'processing', ...change })).toEqual(expected);
  });
});

describe('dashboard data', () => {
  it('reads the query text, with defaults', () => {
    expect(dashboardDataQuerySchema.parse({})).toEqual({
      category: 'needYourAction',
      pageSize: 10,
    });
    expect(dashboardDataQuerySchema.parse({ category: 'draft', pageSize: '20' })).toEqual({
      category: 'draft',
      pageSize: 20,
    });
    expect(dashboardDataQuerySchema.safeParse({ pageSize: '500' }).success).toBe(false);
  });

  it('answers counts for all seven categories and a page of rows', () => {
    const counts = {
      needYourAction: 0,
      draft: 2,
      pendingPayment: 1,
      processing: 0,
      rejected: 0,
      activeApplications: 0,
      pastApplications: 0,
    };
    const answer = {
      counts,
      category: 'pendingPayment',
      page: {
        rows: [
          {
            id: '3f0c2b1a-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
            reference: 'AA-2026-000123',
            categoryId: 4,
            activityType: 'KITE',
            venue: 'West Coast Park',
            firstStartDate: '2026-03-23',
            status: 'PENDING_PAYMENT',
            dashboardCategory: 'pendingPayment',
            createdByName: 'Tan Ah Kow',
            updatedAt: '2026-03-02T01:00:00.000Z',
            amountDue: { currency: 'SGD', amountCents: 5000 },
          },
        ],
        nextCursor: null,
      },
    };
    expect(dashboardDataResponseSchema.parse(answer)).toEqual(answer);
    const { draft: _draft, ...missingOne } = counts;
    expect(dashboardDataResponseSchema.safeParse({ ...answer, counts: missingOne }).success).toBe(
      false,
    );
  });
});
