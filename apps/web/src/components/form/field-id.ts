/**
 * The id of a form's control from its react-hook-form name, unique on the page by the form's
 * prefix: ('application', 'dateTimeRows.0.startDate') is 'application-dateTimeRows-0-startDate'.
 */
export function formFieldId(form: string, name: string): string {
  return `${form}-${name.replaceAll('.', '-')}`;
}
