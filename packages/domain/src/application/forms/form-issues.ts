import type { z } from 'zod';

// An issue as a form shows it: the dotted path of the input it belongs to ('dateTimeRows.0.startDate',
// the same name react-hook-form gives the input) and the message. The server sends the same pairs
// as the error envelope's errors[].field and errors[].errorMessage.

export interface ApplicationIssue {
  field: string;
  message: string;
}

export function issuesOf(schema: z.ZodType, form: unknown): ApplicationIssue[] {
  const result = schema.safeParse(form);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({
        field: issue.path.map(String).join('.'),
        message: issue.message,
      }));
}
