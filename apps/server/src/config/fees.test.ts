import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { DEFAULT_FEE_SCHEDULE } from './fees.js';

// PAY-1: the fee schedule comes from FEES (JSON, cents), with a documented default.

const schedule = {
  1: 1,
  2: 2,
  3: 3,
  4: { BRELEASE: 4, BHOISTING: 5, KITE: 6, LASERS: 7, SLRELEASE: 8, FIREWORKS: 0 },
};

describe('FEES', () => {
  it('defaults to the documented schedule, with free and paid categories', () => {
    expect(loadConfig({}).fees).toEqual(DEFAULT_FEE_SCHEDULE);
    expect(DEFAULT_FEE_SCHEDULE[2]).toBe(0);
    expect(DEFAULT_FEE_SCHEDULE[1]).toBeGreaterThan(0);
  });

  it('reads a whole schedule from JSON', () => {
    expect(loadConfig({ FEES: JSON.stringify(schedule) }).fees).toEqual(schedule);
  });

  it.each([
    ['not JSON', '{1:'],
    ['a missing category', JSON.stringify({ ...schedule, 3: undefined })],
    ['a missing activity type', JSON.stringify({ ...schedule, 4: { KITE: 1 } })],
    ['a fraction of a cent', JSON.stringify({ ...schedule, 1: 1.5 })],
    ['a negative fee', JSON.stringify({ ...schedule, 2: -1 })],
    ['an unknown category', JSON.stringify({ ...schedule, 5: 1 })],
  ])('refuses %s, naming FEES', (_name, value) => {
    expect(() => loadConfig({ FEES: value })).toThrow(ConfigError);
    try {
      loadConfig({ FEES: value });
    } catch (error) {
      expect((error as ConfigError).problems.join('\n')).toMatch(/^FEES: /m);
    }
  });
});
