import { describe, expect, it } from 'vitest';
import { jobRunsQuerySchema, retryJobRunSchema } from './job-runs-api.js';

// LIFE-12: the console's calls on the jobs take only what they expect.

describe('the job runs calls', () => {
  it('takes a run id as a UUID only', () => {
    expect(
      retryJobRunSchema.safeParse({ id: '3b241101-e2bb-4255-8caf-4136c566a962' }).success,
    ).toBe(true);
    expect(retryJobRunSchema.safeParse({ id: "x' or 1=1" }).success).toBe(false);
  });

  it('filters by failure with true or false', () => {
    expect(jobRunsQuerySchema.parse({ failedOnly: 'true' })).toEqual({ failedOnly: 'true' });
    expect(jobRunsQuerySchema.safeParse({ failedOnly: 'yes' }).success).toBe(false);
  });
});
