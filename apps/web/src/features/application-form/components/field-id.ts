import { formFieldId } from '@/components/form/field-id';

/** The prefix of the application form's field ids. */
export const APPLICATION_FORM_ID = 'application';

/** The id of an application form input from its react-hook-form name ('dateTimeRows.0.startDate'). */
export function fieldId(name: string): string {
  return formFieldId(APPLICATION_FORM_ID, name);
}
