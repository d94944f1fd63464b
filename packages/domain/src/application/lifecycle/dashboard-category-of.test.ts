import { describe, expect, it } from 'vitest';
import { applicationPeriod } from './application-period.js';
import { dashboardCategoryOf, statusesOf } from './dashboard-category-of.js';

// APP-57, APP-61: each status, and an approval's dates, place an application under one of the dashboard's
// seven categories.

const today = '2026-03-02';

describe('dashboardCategoryOf', () => {
  it.each([
    ['DRAFT', undefined, 'draft'],
    ['PENDING_PAYMENT', undefined, 'pendingPayment'],
    ['PROCESSING', undefined, 'processing'],
    ['NEED_YOUR_ACTION', undefined, 'needYourAction'],
    ['REJECTED', undefined, 'rejected'],
    ['APPROVED', '2026-03-10', 'activeApplications'],
    ['APPROVED', '2026-03-02', 'activeApplications'],
    ['APPROVED', '2026-03-01', 'pastApplications'],
    ['APPROVED', undefined, 'activeApplications'],
    ['EXPIRED', '2026-03-10', 'pastApplications'],
    ['WITHDRAWN', undefined, 'pastApplications'],
    ['REVOKED', '2099-01-01', 'pastApplications'],
    ['REMOVED', undefined, undefined],
  ] as const)('%s ending %s → %s', (status, lastEndDate, category) => {
    expect(dashboardCategoryOf({ status, lastEndDate }, today)).toBe(category);
  });

  it.each([
    ['draft', ['DRAFT']],
    ['activeApplications', ['APPROVED']],
    ['pastApplications', ['APPROVED', 'EXPIRED', 'WITHDRAWN', 'REVOKED']],
  ] as const)('lists %s from %j', (category, statuses) => {
    expect(statusesOf(category)).toEqual(statuses);
  });
});

describe('applicationPeriod', () => {
  it('takes the earliest start and latest end over rows and the machinery period', () => {
    expect(
      applicationPeriod({
        dateTimeRows: [
          { startDate: '2026-04-10', endDate: '2026-04-12' },
          { startDate: '2026-04-01', endDate: '2026-04-02' },
        ],
        machineryEndDate: '2026-09-30',
      }),
    ).toEqual({ firstStartDate: '2026-04-01', lastEndDate: '2026-09-30' });
  });

  it('skips missing and malformed dates of a draft', () => {
    expect(applicationPeriod({ dateTimeRows: [{ startDate: '2026-02-30' }, {}] })).toEqual({
      firstStartDate: undefined,
      lastEndDate: undefined,
    });
  });
});
