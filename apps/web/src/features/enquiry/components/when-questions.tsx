import { MAX_DATE_TIME_ROWS } from '@aviation-permits/domain/activity';
import { DateTimeRowsField } from '@/components/form/date-time-rows-field';
import { ENQUIRY_FORM_ID, shownError, type EnquiryFormApi } from './enquiry-form-api';

/**
 * ENQ-1 "when": date and time rows, Singapore time, in the form kit's rows (APP-81). Optional; the
 * answer depends on them for releases in military operating hours (ENQ-7, ENQ-8) and temporary
 * restricted areas (ENQ-12).
 */
export function WhenQuestions({ form }: { form: EnquiryFormApi }) {
  return (
    <DateTimeRowsField
      control={form.control}
      idPrefix={ENQUIRY_FORM_ID}
      legend="When?"
      hint="Singapore time. Needed to check releases of balloons and sky lanterns against military operating hours, and temporary restricted areas on their dates."
      maxRows={MAX_DATE_TIME_ROWS}
      errorOf={(name) => shownError(form, name)}
    />
  );
}
