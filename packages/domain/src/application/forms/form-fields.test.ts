import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { draftField, submissionField, type FormField } from './form-fields.js';

// APP-2: each kind of field follows its rule (APP-22 to APP-27), with its message, on
// submission; a draft checks only that text is safe and not too long.

function messages(
  field: FormField,
  value: unknown,
  level: (field: FormField) => z.ZodType = submissionField,
): string[] {
  const result = level(field).safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const decimal: FormField = { label: 'Working Height (m)', kind: 'decimal' };
const whole: FormField = { label: 'Quantity', kind: 'whole' };
const DECIMAL_MESSAGE =
  'Working Height (m) should be a number with up to 4 digits and 1 decimal place';
const WHOLE_MESSAGE = 'Quantity should be a number without decimal places';

describe('submission level', () => {
  it.each([
    [decimal, '1234.5', []],
    [decimal, '1234', []],
    [decimal, '0.5', []],
    [decimal, '12345', [DECIMAL_MESSAGE]],
    [decimal, '1234.56', [DECIMAL_MESSAGE]],
    [decimal, '12.', [DECIMAL_MESSAGE]],
    [decimal, '-1', [DECIMAL_MESSAGE]],
    [decimal, '', ['Working Height (m) is mandatory.']],
    [decimal, undefined, ['Working Height (m) is mandatory.']],
    [whole, '12', []],
    [whole, '2.5', [WHOLE_MESSAGE]],
    [whole, '1e3', [WHOLE_MESSAGE]],
    [{ label: 'Weight (kg)', kind: 'whole', required: false }, '', []],
    [{ label: 'Weight (kg)', kind: 'whole', required: false }, undefined, []],
    [{ label: 'Stockpile Latitude', kind: 'coordinate', required: false }, '1.12345678901234', []],
    [
      { label: 'Stockpile Latitude', kind: 'coordinate', required: false },
      '1.123456789012345',
      ['Stockpile Latitude should be a number with up to 3 digits and 14 decimal places'],
    ],
    [{ label: 'Start Date', kind: 'date' }, '2026-02-28', []],
    [
      { label: 'Start Date', kind: 'date' },
      '2026-02-30',
      ['Start Date must be a real date, written dd/mm/yyyy'],
    ],
    // The schema reads calendar dates; the form's entry turns the typed dd/mm/yyyy into one
    // (APP-82), so the message speaks to the person typing.
    [
      { label: 'Start Date', kind: 'date' },
      '28/02/2026',
      ['Start Date must be a real date, written dd/mm/yyyy'],
    ],
    [{ label: 'Start Time', kind: 'time' }, '23:59', []],
    [{ label: 'Start Time', kind: 'time' }, '24:00', ['Start Time must be a time (HH:mm)']],
    [{ label: 'Start Time', kind: 'time' }, '9:00', ['Start Time must be a time (HH:mm)']],
    [{ label: 'Start Time', kind: 'time' }, '', ['Start Time is mandatory.']],
    [{ label: 'Critical Area', kind: 'choice', options: [{ value: 'Y', label: 'Yes' }] }, 'Y', []],
    [
      { label: 'Critical Area', kind: 'choice', options: [{ value: 'Y', label: 'Yes' }] },
      'Maybe',
      ['Critical Area is invalid'],
    ],
    [
      { label: 'Contact Number', kind: 'phone' },
      '+60 12 345 6789',
      ['Contact Number must be a local number of 8 digits starting with 3, 6, 8 or 9'],
    ],
    [{ label: 'Email Address', kind: 'email' }, 'a@b', ['Email Address is invalid']],
    [{ label: 'Venue', kind: 'text' }, 'x'.repeat(201), ['Venue must be at most 200 characters']],
    [{ label: 'Remarks', kind: 'multiline', required: false }, 'one\ntwo', []],
  ] satisfies [FormField, unknown, string[]][])('%j: %j → %j', (field, value, expected) => {
    expect(messages(field, value)).toEqual(expected);
  });
});

describe('draft level', () => {
  it.each([
    [decimal, '12345', []],
    [decimal, undefined, []],
    [decimal, '', []],
    [
      { label: 'Venue', kind: 'text' },
      'a\u001bb',
      ['Venue contains characters that are not allowed.'],
    ],
    [
      { label: 'Venue', kind: 'text' },
      'one\ntwo',
      ['Venue contains characters that are not allowed.'],
    ],
    [{ label: 'Purpose', kind: 'multiline' }, 'one\ntwo', []],
    [
      { label: 'Purpose', kind: 'multiline' },
      'x'.repeat(2001),
      ['Purpose must be at most 2000 characters'],
    ],
  ] satisfies [FormField, unknown, string[]][])('%j: %j → %j', (field, value, expected) => {
    expect(messages(field, value, draftField)).toEqual(expected);
  });
});
