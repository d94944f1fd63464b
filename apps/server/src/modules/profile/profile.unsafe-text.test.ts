import { API_PATHS, ERROR_CODES, errorEnvelopeSchema } from '@aviation-permits/domain/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByEmail, type SignedInBrowser } from '../../test-support/email-sign-in.js';
import { CHEAP_HUMAN_CHECK } from '../../test-support/human-check-solver.js';
import { startTestApp, type TestAppHandle } from '../../test-support/test-app.js';

// ERR-2: text the database cannot store (NUL, an unpaired surrogate) or a terminal would act on
// is refused with the field's message, 400 VALIDATION_ERROR, never the column's 500.

let server: TestAppHandle;
let browser: SignedInBrowser;

beforeAll(async () => {
  server = await startTestApp({ humanCheck: CHEAP_HUMAN_CHECK });
  browser = await signInByEmail(server.app, 'unsafe.text@example.com');
});
afterAll(() => server.close());

describe('a profile draft with text the portal refuses', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['a lone surrogate', '\ud800'],
    ['an escape sequence', '\u001b[31mred'],
  ])('answers %s in the name 400 with the field message', async (_case, name) => {
    const response = await server.app.inject({
      method: 'PUT',
      url: API_PATHS.profile,
      cookies: browser.cookies,
      headers: browser.headers,
      payload: { name },
    });

    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json())).toEqual({
      status: 400,
      errorCodes: ERROR_CODES.validation,
      errors: [{ field: 'name', errorMessage: 'Name contains characters that are not allowed.' }],
    });
  });
});
