import { describe, expect, it } from 'vitest';
import { feeCentsOf, type FeeScheduleCents } from './fee-schedule.js';

const SCHEDULE: FeeScheduleCents = {
  1: 10_000,
  2: 0,
  3: 5_000,
  4: {
    BRELEASE: 2_500,
    BHOISTING: 5_000,
    KITE: 0,
    LASERS: 5_000,
    SLRELEASE: 2_500,
    FIREWORKS: 10_000,
  },
};

describe('feeCentsOf (PAY-1, APP-70)', () => {
  it.each([
    [{ category: 1 }, 10_000],
    [{ category: 2 }, 0],
    [{ category: 3 }, 5_000],
    [{ category: 4, activityType: 'BHOISTING' }, 5_000],
    [{ category: 4, activityType: 'KITE' }, 0],
    [{ category: 4, activityType: '' }, undefined],
    [{ category: 4 }, undefined],
  ] as const)('%j costs %s cents', (form, expected) => {
    expect(feeCentsOf(SCHEDULE, form)).toBe(expected);
  });
});
