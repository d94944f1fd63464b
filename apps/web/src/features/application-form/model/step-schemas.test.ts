import { describe, expect, it } from 'vitest';
import { emptyForm } from './form-values';
import { firstUnpassedStep, stepSchema } from './step-schemas';

// APP-80: a step is judged by its own fields and the rules between them, whatever the other steps
// hold; the whole submission schema skips rules between fields while any answer has the wrong type.

const CONTEXT = { today: '2026-03-02' };

function messagesOf(step: number, values: Record<string, unknown>) {
  const result = stepSchema(step, values, 4, CONTEXT).safeParse(values);
  return result.success
    ? []
    : result.error.issues.map(({ path, message }) => [path.join('.'), message]);
}

const BALLOON = {
  ...emptyForm(4),
  activityType: 'BHOISTING',
  venue: 'Marina Barrage',
  purpose: 'Launch',
  maxHeightFtAboveGround: '150',
  automaticDeflationDevice: 'Y',
};

describe('step schemas', () => {
  it('refuses a captive balloon over 3 m on step 1 while the location is still half drawn', () => {
    const values = { ...BALLOON, maxDimensionM: '5', location: { kind: 'point' } };
    expect(messagesOf(0, values)).toEqual([
      ['maxDimensionM', expect.stringMatching(/cannot be more than 3/)],
    ]);
  });

  it('asks for the type of activity, and the common fields beside it, before a type is chosen', () => {
    const fields = messagesOf(0, { ...emptyForm(4) }).map(([field]) => field);
    expect(fields).toEqual(expect.arrayContaining(['activityType', 'venue', 'purpose']));
  });

  it('says which step a draft reaches: the first one its answers do not pass', () => {
    expect(firstUnpassedStep(BALLOON, 4, CONTEXT)).toBe(1);
    expect(firstUnpassedStep({ ...BALLOON, maxDimensionM: '5' }, 4, CONTEXT)).toBe(0);
  });
});
