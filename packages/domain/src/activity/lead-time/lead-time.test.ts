import { describe, expect, it } from 'vitest';
import { leadTimeMessage } from '../../messages/application-messages.js';
import { checkLeadTime, earliestStartDate, leadTimeWorkingDays } from './lead-time.js';
import { addCalendarDays } from './working-days.js';

// APP-3: apply at least 7 working days before the start; 14 for aerial photography.
const today = '2026-03-02'; // a Monday

describe('lead time', () => {
  it.each([
    [1, 14],
    [2, 7],
    [3, 7],
    [4, 7],
  ] as const)('category %i needs %i working days', (category, days) => {
    expect(leadTimeWorkingDays(category)).toBe(days);
  });

  it.each([
    [4, '2026-03-10', 'Apply at least 7 working days before the activity starts.'],
    [4, '2026-03-11', undefined],
    [2, '2026-03-11', undefined],
    [1, '2026-03-11', 'Apply at least 14 working days before the activity starts.'],
    [1, '2026-03-19', 'Apply at least 14 working days before the activity starts.'],
    [1, '2026-03-20', undefined],
  ] as const)('category %i starting %s → %s', (category, startDate, message) => {
    expect(checkLeadTime(startDate, category, { today })).toBe(message);
  });

  // APP-3: the published holidays are not working days (singapore-public-holidays.ts).
  it.each([
    [4, '2026-08-05', '2026-08-17', 'the Monday after National Day'],
    [2, '2026-02-12', '2026-02-25', 'both days of Chinese New Year'],
    [1, '2026-05-20', '2026-06-11', 'Hari Raya Haji and the Monday after Vesak Day'],
  ] as const)(
    'category %i applied for on %s starts on %s at the earliest, skipping %s',
    (category, applied, earliest, _skipped) => {
      expect(earliestStartDate(category, { today: applied })).toBe(earliest);
      expect(checkLeadTime(addCalendarDays(earliest, -1), category, { today: applied })).toBe(
        leadTimeMessage(leadTimeWorkingDays(category)),
      );
    },
  );

  it('counts configured public holidays as days off', () => {
    expect(earliestStartDate(3, { today, holidays: ['2026-03-03'] })).toBe('2026-03-12');
    expect(checkLeadTime('2026-03-11', 3, { today, holidays: ['2026-03-03'] })).toBe(
      'Apply at least 7 working days before the activity starts.',
    );
  });
});
