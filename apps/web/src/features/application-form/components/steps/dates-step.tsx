import { useWatch } from 'react-hook-form';
import { ACTIVITIES_RESTRICTED_IN_MILITARY_HOURS } from '@aviation-permits/domain/activity';
import { ELIGIBILITY_NOTES } from '@aviation-permits/domain/eligibility';
import type { AerialActivityCode } from '@aviation-permits/domain/activity';
import { DateTimeRowsField } from '@/components/form/date-time-rows-field';
import { fieldErrorMessage } from '@/components/form/field-error';
import { APPLICATION_FORM_ID } from '../field-id';
import type { StepProps } from './step-props';

/**
 * Step 2 (APP-10, APP-2, APP-3): one or more rows of start and end date and time, in the form
 * kit's rows (APP-81). A release of balloons or sky lanterns names the military operating hours
 * before any time is chosen (APP-34).
 */
export function DatesStep({ form, category, maxRows }: StepProps & { maxRows: number }) {
  const activityType = useWatch({ control: form.control, name: 'activityType' });
  const restricted =
    category === 4 &&
    ACTIVITIES_RESTRICTED_IN_MILITARY_HOURS.includes(activityType as AerialActivityCode);
  return (
    <DateTimeRowsField
      control={form.control}
      idPrefix={APPLICATION_FORM_ID}
      legend="When does the activity take place?"
      hint="The activity takes place on every day from the start date to the end date, between the start and end time (Singapore time). An end time before the start time runs past midnight."
      maxRows={maxRows}
      errorOf={(name) => fieldErrorMessage(form.formState.errors, name)}
    >
      {restricted && <p>{ELIGIBILITY_NOTES.militaryHours}</p>}
    </DateTimeRowsField>
  );
}
