import { describe, expect, it } from 'vitest';
import { dailySpans, dateTimeRowIssues, type RowRuleOptions } from './date-time-rows.js';
import { TODAY, VALID_ROW } from '../application/forms/example-forms.fixture.js';

// APP-2, APP-3: the five date messages (APP-30, APP-31), the lead time and the restricted-times
// rule, on one date/time row. Today is Monday 2 March 2026.

const kite: RowRuleOptions = { today: TODAY, category: 4, activity: 'KITE' };
const balloons: RowRuleOptions = { today: TODAY, category: 4, activity: 'BRELEASE' };
const RESTRICTED =
  'The proposed activity is not allowed during military operating hours. You may wish to explore alternative days or time';

describe('dateTimeRowIssues: dates', () => {
  it.each([
    ['a valid row', {}, []],
    [
      'start in the past',
      { startDate: '2026-03-01' },
      [['startDate', 'Selected Date cannot be Past Date']],
    ],
    [
      'end in the past',
      { startDate: '2026-03-01', endDate: '2026-03-01' },
      [
        ['startDate', 'Selected Date cannot be Past Date'],
        ['endDate', 'Selected Date cannot be Past Date'],
      ],
    ],
    [
      'start after end',
      { startDate: '2026-03-25', endDate: '2026-03-24' },
      [
        ['startDate', 'Start Date must be on or before End Date'],
        ['endDate', 'End Date must be on or after Start Date'],
      ],
    ],
    ['start exactly 3 months ahead', { startDate: '2026-06-02', endDate: '2026-06-02' }, []],
    [
      'start more than 3 months ahead',
      { startDate: '2026-06-03', endDate: '2026-06-03' },
      [['startDate', 'Start Date cannot be more than 3 months']],
    ],
    ['end exactly 12 months after the start', { endDate: '2027-03-23' }, []],
    [
      'end more than 12 months after the start',
      { endDate: '2027-03-24' },
      [['endDate', 'End Date cannot be more than 12 months from Start Date']],
    ],
    [
      'start 6 working days ahead',
      { startDate: '2026-03-10', endDate: '2026-03-10' },
      [['startDate', 'Apply at least 7 working days before the activity starts.']],
    ],
    ['start 7 working days ahead', { startDate: '2026-03-11', endDate: '2026-03-11' }, []],
    ['a malformed date (reported by the field)', { startDate: '2026-13-01' }, []],
  ])('%s', (_case, change, expected) => {
    const issues = dateTimeRowIssues({ ...VALID_ROW, ...change }, kite);
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual(expected);
  });

  it('skips the lead time when told to (a reply to Need Your Action)', () => {
    const row = { ...VALID_ROW, startDate: '2026-03-03', endDate: '2026-03-03' };
    expect(dateTimeRowIssues(row, { ...kite, applyLeadTime: false })).toEqual([]);
  });

  it('asks aerial photography for 14 working days', () => {
    const row = { ...VALID_ROW, startDate: '2026-03-19', endDate: '2026-03-19' };
    expect(dateTimeRowIssues(row, { today: TODAY, category: 1 })).toEqual([
      {
        path: ['startDate'],
        message: 'Apply at least 14 working days before the activity starts.',
      },
    ]);
  });
});

describe('dateTimeRowIssues: military operating hours', () => {
  // 23 March 2026 is a Monday, 28 a Saturday, 29 a Sunday.
  it.each([
    ['weekday evening, balloons', balloons, { startTime: '19:00', endTime: '21:00' }, []],
    [
      'weekday afternoon, balloons',
      balloons,
      { startTime: '18:30', endTime: '19:30' },
      [RESTRICTED],
    ],
    ['weekday afternoon, kites', kite, { startTime: '10:00', endTime: '12:00' }, []],
    [
      'Saturday afternoon, balloons',
      balloons,
      { startDate: '2026-03-28', endDate: '2026-03-28', startTime: '13:00', endTime: '15:00' },
      [],
    ],
    [
      'Saturday morning, balloons',
      balloons,
      { startDate: '2026-03-28', endDate: '2026-03-28', startTime: '12:00', endTime: '12:30' },
      [RESTRICTED],
    ],
    [
      'Sunday noon, sky lanterns',
      { ...balloons, activity: 'SLRELEASE' },
      { startDate: '2026-03-29', endDate: '2026-03-29', startTime: '12:00', endTime: '13:00' },
      [],
    ],
    [
      'overnight from Sunday into Monday morning, balloons',
      balloons,
      { startDate: '2026-03-29', endDate: '2026-03-29', startTime: '22:00', endTime: '07:30' },
      [RESTRICTED],
    ],
    [
      'overnight ending before 07:00, balloons',
      balloons,
      { startDate: '2026-03-23', endDate: '2026-03-27', startTime: '22:00', endTime: '06:00' },
      [],
    ],
  ] as const)('%s', (_case, options, change, expected) => {
    const issues = dateTimeRowIssues({ ...VALID_ROW, ...change }, options);
    expect(issues).toEqual(expected.map((message) => ({ path: ['startTime'], message })));
  });
});

describe('dailySpans', () => {
  it('gives one span a day, running past midnight when the end time is earlier', () => {
    expect(
      dailySpans({
        startDate: '2026-03-31',
        endDate: '2026-04-01',
        startTime: '23:00',
        endTime: '01:00',
      }),
    ).toEqual([
      ['2026-03-31T23:00', '2026-04-01T01:00'],
      ['2026-04-01T23:00', '2026-04-02T01:00'],
    ]);
  });

  it('stops after a week, as the military hours repeat weekly', () => {
    const spans = dailySpans({ ...VALID_ROW, endDate: '2026-06-30' });
    expect(spans).toHaveLength(7);
  });
});
