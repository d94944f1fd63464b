/** The id of a form input from its react-hook-form name ('dateTimeRows.0.startDate'). */
export function fieldId(name: string): string {
  return `application-${name.replaceAll('.', '-')}`;
}
