import { describe, expect, it } from 'vitest';
import { DASHBOARD_CATEGORIES } from './dashboard-categories.js';

describe('DASHBOARD_CATEGORIES', () => {
  it('lists the seven categories of APP-57 in order', () => {
    expect(DASHBOARD_CATEGORIES.map((category) => category.label)).toEqual([
      'Need Your Action',
      'Draft',
      'Pending payment',
      'Processing',
      'Rejected',
      'Active Applications',
      'Past Applications',
    ]);
  });

  it('gives only "Pending payment" the "Proceed to Payment" button', () => {
    const withAction = DASHBOARD_CATEGORIES.filter((category) => category.actionLabel);
    expect(withAction).toEqual([
      { key: 'pendingPayment', label: 'Pending payment', actionLabel: 'Proceed to Payment' },
    ]);
  });
});
