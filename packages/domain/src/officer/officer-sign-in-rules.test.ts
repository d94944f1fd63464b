import { describe, expect, it } from 'vitest';
import { OFFICER_MESSAGES } from './officer-messages.js';
import { recoveryCodeSchema, totpCodeSchema } from './officer-schemas.js';
import { formatRecoveryCode, normalizeRecoveryCode } from './officer-sign-in-rules.js';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('recovery codes as typed (OFF-4)', () => {
  it('shows a code in two groups of five', () => {
    expect(formatRecoveryCode('abcde01234')).toBe('abcde-01234');
  });

  it.each([
    ['abcde-01234', 'abcde01234'],
    [' ABCDE 01234 ', 'abcde01234'],
    ['abcde01234', 'abcde01234'],
  ])('reads %j as %j', (typed, code) => {
    expect(normalizeRecoveryCode(typed)).toBe(code);
  });

  it.each(['abcde-0123', 'abcde-012345', 'abcde-0123i', 'abcdeo1234', 'abcde_01234'])(
    'refuses %j, which no recovery code can be',
    (typed) => {
      expect(normalizeRecoveryCode(typed)).toBeUndefined();
      expect(firstMessage(recoveryCodeSchema.safeParse({ code: typed }))).toBe(
        OFFICER_MESSAGES.wrongRecoveryCode,
      );
    },
  );
});

describe('the authenticator code as typed (OFF-3)', () => {
  it.each([
    ['12345', OFFICER_MESSAGES.wrongTotp],
    ['1234567', OFFICER_MESSAGES.wrongTotp],
    ['12a456', OFFICER_MESSAGES.wrongTotp],
    ['', 'Code is mandatory.'],
  ])('refuses %j with %j', (code, message) => {
    expect(firstMessage(totpCodeSchema.safeParse({ code }))).toBe(message);
  });

  it('takes six digits, trimmed', () => {
    expect(totpCodeSchema.parse({ code: ' 012345 ' })).toEqual({ code: '012345' });
  });
});
