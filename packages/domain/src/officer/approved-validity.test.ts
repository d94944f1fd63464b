import { describe, expect, it } from 'vitest';
import { isNarrowerThanAsked } from './approved-validity.js';

// APP-73: the applicant is told when the approved validity is shorter than the period asked for.

const ASKED = { firstStartDate: '2026-12-01', lastEndDate: '2026-12-31' };

describe('isNarrowerThanAsked (APP-73)', () => {
  it('is true when the approval starts later or ends sooner than asked', () => {
    expect(isNarrowerThanAsked({ validFrom: '2026-12-05', validTo: '2026-12-31' }, ASKED)).toBe(
      true,
    );
    expect(isNarrowerThanAsked({ validFrom: '2026-12-01', validTo: '2026-12-20' }, ASKED)).toBe(
      true,
    );
  });

  it('is false for the whole period asked, or when the form says no period', () => {
    expect(isNarrowerThanAsked({ validFrom: '2026-12-01', validTo: '2026-12-31' }, ASKED)).toBe(
      false,
    );
    expect(isNarrowerThanAsked({ validFrom: '2026-12-05', validTo: '2026-12-20' }, {})).toBe(false);
  });
});
