import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { PRODUCTION_ENVIRONMENT } from '../test-support/production-environment.js';

// ENQ-10: the vessel height above which crossing under Changi's paths needs a clearance is
// configuration, 35 m by default (domain-facts' "configurable trigger").

describe('SHIP_CROSSING_CLEARANCE_ABOVE_M', () => {
  it('defaults to 35 m, in production too', () => {
    expect(loadConfig({}).eligibility).toEqual({ shipCrossingClearanceAboveM: 35 });
    expect(loadConfig({ ...PRODUCTION_ENVIRONMENT }).eligibility).toEqual({
      shipCrossingClearanceAboveM: 35,
    });
  });

  it('reads another height in metres', () => {
    expect(
      loadConfig({ SHIP_CROSSING_CLEARANCE_ABOVE_M: '40.5' }).eligibility
        .shipCrossingClearanceAboveM,
    ).toBe(40.5);
  });

  it.each([['0'], ['-5'], ['tall'], ['5000']])('refuses %s, naming the variable', (value) => {
    expect(() => loadConfig({ SHIP_CROSSING_CLEARANCE_ABOVE_M: value })).toThrow(ConfigError);
    try {
      loadConfig({ SHIP_CROSSING_CLEARANCE_ABOVE_M: value });
    } catch (error) {
      expect((error as ConfigError).problems.join('\n')).toMatch(
        /^SHIP_CROSSING_CLEARANCE_ABOVE_M: /m,
      );
    }
  });
});
