import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  coordinateField,
  decimalField,
  emailField,
  localPhoneField,
  mandatoryField,
  nricFinField,
  optionalTextField,
  postalCodeField,
  wholeNumberField,
} from './field-schemas.js';

function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('field schemas', () => {
  it.each([
    ['mandatory', mandatoryField('Name'), '  ', ['Name is mandatory.']],
    ['mandatory, missing', mandatoryField('Name'), undefined, ['Name is mandatory.']],
    ['mandatory, filled', mandatoryField('Name'), 'Tan Ah Kow', []],
    ['e-mail', emailField(), 'not-an-address', ['Email Address is invalid']],
    ['e-mail, empty', emailField(), '', ['Email Address is mandatory.']],
    ['e-mail, valid', emailField(), ' applicant@example.com ', []],
    [
      'phone, empty',
      localPhoneField('Mobile Number'),
      '',
      ['Mobile Number is mandatory and should meet minimum length.'],
    ],
    [
      'phone, letters',
      localPhoneField('Contact Number'),
      '9123abcd',
      ['Contact Number should be a number'],
    ],
    ['phone, valid', localPhoneField('Mobile Number'), '+65 9123 4567', []],
    ['postal code, 5 digits', postalCodeField(), '12345', ['Postal Code must be 6 digits']],
    ['postal code, valid', postalCodeField(), '018956', []],
    ['NRIC/FIN, wrong letter', nricFinField(), 'S1234567A', ['NRIC or FIN is invalid']],
    ['NRIC/FIN, valid', nricFinField(), 'S1234567D', []],
    [
      'whole number',
      wholeNumberField('Quantity'),
      '2.5',
      ['Quantity should be a number without decimal places'],
    ],
    [
      'decimal',
      decimalField('Working Height'),
      '12345',
      ['Working Height should be a number with up to 4 digits and 1 decimal place'],
    ],
    [
      'coordinate',
      coordinateField('Latitude'),
      '1.123456789012345',
      ['Latitude should be a number with up to 3 digits and 14 decimal places'],
    ],
  ])('%s: %j → %j', (_case, schema, value, messages) => {
    expect(messagesOf(schema, value)).toEqual(messages);
  });

  it('trims what it keeps', () => {
    expect(emailField().parse('  applicant@example.com ')).toBe('applicant@example.com');
  });

  it('lets an optional field stay empty but still checks a filled one', () => {
    const fax = localPhoneField('Fax Number', { required: false });
    expect(messagesOf(fax, '')).toEqual([]);
    expect(messagesOf(fax.optional(), undefined)).toEqual([]);
    expect(messagesOf(fax, '12')).toEqual([
      'Fax Number is mandatory and should meet minimum length.',
    ]);
  });

  it('allows line breaks only in multi-line fields (APP-1 remarks, safety measures)', () => {
    const text = 'Line one\nLine two';
    expect(messagesOf(mandatoryField('Remarks', { multiline: true }), text)).toEqual([]);
    expect(messagesOf(mandatoryField('Venue'), text)).toEqual([
      'Venue contains characters that are not allowed.',
    ]);
    expect(messagesOf(optionalTextField('Remarks', { multiline: true }), text)).toEqual([]);
  });

  it('lets optional free text stay empty but refuses control characters in it', () => {
    expect(messagesOf(optionalTextField('Remarks'), '  ')).toEqual([]);
    expect(messagesOf(optionalTextField('Remarks'), 'a\u0000b')).toEqual([
      'Remarks contains characters that are not allowed.',
    ]);
  });
});
