import { describe, expect, it } from 'vitest';
import { checkEmailAddress } from './email-address.js';

describe('checkEmailAddress', () => {
  it.each([
    'applicant@example.com',
    'first.last+permits@mail.example.gov.sg',
    "o'brien@example.sg",
  ])('accepts %s', (value) => {
    expect(checkEmailAddress(value)).toBeUndefined();
  });

  it.each([
    'applicant',
    'applicant@',
    '@example.com',
    'applicant@localhost',
    'applicant@example..com',
    'applicant@-example.com',
    'two@at@example.com',
    'with space@example.com',
    `${'a'.repeat(250)}@example.com`,
  ])('rejects %s with "Email Address is invalid"', (value) => {
    expect(checkEmailAddress(value)).toBe('Email Address is invalid');
  });
});
