import { describe, expect, it } from 'vitest';
import type { FieldErrors } from 'react-hook-form';
import { flattenErrors } from './flatten-errors';

describe('the error summary’s list of messages', () => {
  it('names each nested message by the input it belongs to', () => {
    const errors = {
      venue: { type: 'custom', message: 'Venue is mandatory.', ref: {} },
      dateTimeRows: [
        undefined,
        { startDate: { type: 'custom', message: 'Start Date is mandatory.', ref: {} } },
      ],
      safetyPersonnel: { message: 'At least 2 safety personnel are required.', type: 'too_small' },
    } as unknown as FieldErrors;

    expect(flattenErrors(errors)).toEqual([
      { field: 'venue', message: 'Venue is mandatory.' },
      { field: 'dateTimeRows.1.startDate', message: 'Start Date is mandatory.' },
      { field: 'safetyPersonnel', message: 'At least 2 safety personnel are required.' },
    ]);
  });
});
