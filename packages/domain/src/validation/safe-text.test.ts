import { describe, expect, it } from 'vitest';
import { checkSafeText, isSafeText, safeString } from './safe-text.js';

// ERR-2: one rule refuses the text that storage, terminals and encodings cannot take.
describe('the shared string rule', () => {
  it.each([
    ['plain text', 'Marina Bay Sands', true],
    ['accents and CJK', 'Zoë 新加坡', true],
    ['an emoji (a surrogate pair)', 'kite 🪁', true],
    ['NUL', 'a\u0000b', false],
    ['an escape sequence', 'a\u001b[31mred', false],
    ['DEL', 'a\u007fb', false],
    ['a C1 control', 'a\u0085b', false],
    ['a lone high surrogate', 'a\ud800b', false],
    ['a lone low surrogate', '\udc00', false],
    ['a tab in a single-line field', 'a\tb', false],
    ['a newline in a single-line field', 'a\nb', false],
  ])('%s: safe=%s', (_label, value, safe) => {
    expect(isSafeText(value)).toBe(safe);
  });

  it('allows tab and newlines only in multi-line fields', () => {
    expect(isSafeText('line one\r\n\tline two', { multiline: true })).toBe(true);
    expect(isSafeText('line\u0000', { multiline: true })).toBe(false);
  });

  it('names the field in its message', () => {
    expect(checkSafeText('a\u0000', 'Venue')).toBe(
      'Venue contains characters that are not allowed.',
    );
    expect(checkSafeText('fine', 'Venue')).toBeUndefined();
  });

  it('is a zod string with the same message', () => {
    const result = safeString('Name').safeParse('a\ud800');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Name contains characters that are not allowed.');
    expect(safeString('Name').safeParse(3).error?.issues[0]?.message).toBe('Name is invalid');
  });
});
