import { describe, expect, it } from 'vitest';
import { dashboardFilterRequestSchema } from '@aviation-permits/domain/application';
import {
  dashboardFilterBody,
  dashboardSearchParams,
  DEFAULT_VIEW,
  readDashboardView,
  type DashboardView,
} from './dashboard-view';

// APP-57 to APP-59: the dashboard's category, search, filters and sort live in the address.

describe('the dashboard view in the address', () => {
  it('reads a plain /dashboard as Need Your Action, newest change first', () => {
    expect(readDashboardView(new URLSearchParams())).toEqual(DEFAULT_VIEW);
  });

  it('reads every filter and gives them back unchanged', () => {
    const view: DashboardView = {
      category: 'pendingPayment',
      search: 'AA-2026',
      categoryId: 4,
      dateFrom: '2026-03-01',
      dateTo: '2026-03-31',
      sortField: 'firstStartDate',
      sortDirection: 'asc',
    };
    const params = dashboardSearchParams(view);

    expect(params.toString()).toBe(
      'category=pendingPayment&search=AA-2026&categoryId=4&dateFrom=2026-03-01&dateTo=2026-03-31&sort=firstStartDate&direction=asc',
    );
    expect(readDashboardView(params)).toEqual(view);
  });

  it('leaves the defaults out of the address', () => {
    expect(dashboardSearchParams(DEFAULT_VIEW).toString()).toBe('');
  });

  it.each([
    ['category=everything', {}],
    ['categoryId=9', {}],
    ['dateFrom=2026-02-30', {}],
    ['dateTo=tomorrow', {}],
    ['sort=venue&direction=sideways', {}],
    ['category=draft&categoryId=x', { category: 'draft' }],
  ])('ignores a value the filter does not accept: %s', (query, kept) => {
    expect(readDashboardView(new URLSearchParams(query))).toEqual({ ...DEFAULT_VIEW, ...kept });
  });

  it('asks the server for a page the domain’s filter schema accepts, with the keyset cursor', () => {
    const view = readDashboardView(
      new URLSearchParams('category=draft&search=%20marina%20&categoryId=2&dateFrom=2026-01-01'),
    );
    const body = dashboardFilterBody(view, 'cursor-after-row-10');

    expect(dashboardFilterRequestSchema.parse(body)).toEqual({
      category: 'draft',
      search: 'marina',
      categoryId: 2,
      dateFrom: '2026-01-01',
      sortField: 'updatedAt',
      sortDirection: 'desc',
      pageSize: 10,
      cursor: 'cursor-after-row-10',
    });
    expect(dashboardFilterBody(view)).not.toHaveProperty('cursor');
  });
});
