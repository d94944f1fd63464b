import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import type { CategoryId } from '@aviation-permits/domain/activity';
import { emptyForm, type ApplicationFormValues } from '../../model/form-values';
import { DatesStep } from './dates-step';

// APP-34: the dates step names the military operating hours for the two activities not allowed
// in them, before the applicant picks a time, and for no other activity.

const MILITARY_HOURS = /Monday to Friday 07:00 to 19:00 and Saturday 07:00 to 13:00/;

function Step({ category, activityType }: { category: CategoryId; activityType: string }) {
  const form = useForm<ApplicationFormValues>({
    defaultValues: { ...emptyForm(category), activityType },
  });
  return <DatesStep form={form} category={category} maxRows={3} />;
}

describe('DatesStep', () => {
  it.each([
    [4, 'BRELEASE', true],
    [4, 'SLRELEASE', true],
    [4, 'BHOISTING', false],
    [4, 'LASERS', false],
    [4, '', false],
    // Categories 1 to 3 describe their activity in words: a text is never an aerial type.
    [1, 'BRELEASE', false],
  ] as const)('category %s, %s: the military hours shown is %s', (category, type, shown) => {
    render(<Step category={category} activityType={type} />);
    expect(Boolean(screen.queryByText(MILITARY_HOURS))).toBe(shown);
  });
});
