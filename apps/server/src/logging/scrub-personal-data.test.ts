import { describe, expect, it } from 'vitest';
import { scrubPersonalData, serializeError } from './scrub-personal-data.js';

// SEC-7: the personal identifiers an error may quote never reach the log.
describe('scrubbing personal data from log text', () => {
  it.each([
    ['an e-mail address', 'duplicate key tan.ah.kow@example.com', 'duplicate key [email]'],
    ['an NRIC', 'claim sub=S1234567D refused', 'claim sub=[nric] refused'],
    ['a FIN in lower case', 'id g1234567x', 'id [nric]'],
    ['a mobile number', 'call 9123 4567 now', 'call [phone] now'],
    ['a +65 number', 'tel +65 61234567', 'tel [phone]'],
    [
      'a query with its parameters',
      'Failed query: insert into t values ($1)\nparams: Tan,S1234567D',
      'Failed query: insert into t values ($1)',
    ],
  ])('masks %s', (_case, text, expected) => {
    expect(scrubPersonalData(text)).toBe(expected);
  });

  it("keeps the stack frames after a query error's parameters", () => {
    const stack = 'Error: Failed query: select\nparams: S1234567D\n    at run (db.js:1:1)';
    expect(scrubPersonalData(stack)).toBe('Error: Failed query: select\n    at run (db.js:1:1)');
  });

  it('leaves ordinary text, times and references alone', () => {
    const text = 'AA-2026-000123 failed at 12:30:45 after 1500 ms (port 5432)';
    expect(scrubPersonalData(text)).toBe(text);
  });
});

describe('the error serializer', () => {
  it('keeps type and scrubbed message and stack, drops other properties, follows causes', () => {
    const error = Object.assign(new Error('Failed query: insert\nparams: Tan Ah Kow,S1234567D'), {
      params: ['Tan Ah Kow', 'S1234567D'],
      cause: new Error('owner tan@example.com'),
    });

    const serialized = serializeError(error);
    const written = JSON.stringify(serialized);

    expect(serialized).toMatchObject({ type: 'Error', message: 'Failed query: insert' });
    expect(serialized.cause?.message).toBe('owner [email]');
    expect(written).not.toContain('Tan Ah Kow');
    expect(written).not.toContain('S1234567D');
    expect(written).not.toContain('tan@example.com');
  });

  it('keeps only the code of a database error, whose message quotes the refused value', () => {
    const error = Object.assign(new Error('invalid input syntax for type integer: "Tan Ah Kow"'), {
      code: '22P02',
    });

    expect(serializeError(error)).toEqual({
      type: 'Error',
      message: 'database error, SQLSTATE 22P02',
      stack: '',
      code: '22P02',
    });
  });
});
