import { describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../http/error-envelope.js';
import { CONTEXT, aerialActivity } from '../forms/example-forms.fixture.js';
import { STALE_DRAFT_ERROR, saveDraftRequestSchema } from './draft-api.js';
import { removeApplicationRequestSchema } from './application-record-api.js';
import { submitApplicationRequestSchema } from './submit-api.js';

// APP-47, APP-49, PAY-2: drafts carry a version for optimistic concurrency; a submission carries
// no amount.

const id = '3f0c2b1a-9d8e-4f7a-8b6c-5d4e3f2a1b0c';

describe('draft save', () => {
  it.each([
    [{ id, version: 3, form: { category: 4 } }, true],
    [{ id, version: 0, form: { category: 4 } }, false],
    [{ id, version: 1.5, form: { category: 4 } }, false],
    [{ id, form: { category: 4 } }, false],
    [{ id: 'not-an-id', version: 1, form: { category: 4 } }, false],
    [{ id, version: 1, form: { category: 9 } }, false],
  ])('%j is accepted: %s', (request, accepted) => {
    expect(saveDraftRequestSchema.safeParse(request).success).toBe(accepted);
  });

  it('answers a stale version with a 409 envelope and the reload message', () => {
    expect(errorEnvelopeSchema.parse(STALE_DRAFT_ERROR)).toEqual({
      status: 409,
      errorCodes: 'CONFLICT',
      detail:
        'This draft was changed in another window or device. Reload to see the latest version.',
    });
  });

  it('removes by id and version', () => {
    expect(removeApplicationRequestSchema.safeParse({ id, version: 2 }).success).toBe(true);
    expect(removeApplicationRequestSchema.safeParse({ id }).success).toBe(false);
  });
});

describe('submission request', () => {
  it('drops any amount a client adds, at the top or in the form', () => {
    const request = {
      id,
      version: 4,
      amount: 0,
      amountDue: { currency: 'SGD', amountCents: 0 },
      form: { ...aerialActivity('FIREWORKS'), fee: 0 },
    };
    const parsed = submitApplicationRequestSchema(CONTEXT).parse(request);
    expect(parsed).not.toHaveProperty('amount');
    expect(parsed).not.toHaveProperty('amountDue');
    expect(parsed.form).not.toHaveProperty('fee');
  });

  it('validates the form with the submission rules', () => {
    const result = submitApplicationRequestSchema(CONTEXT).safeParse({
      id,
      version: 4,
      form: { ...aerialActivity('FIREWORKS'), venue: '' },
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['form.venue', 'Venue is mandatory.'],
    ]);
  });
});
