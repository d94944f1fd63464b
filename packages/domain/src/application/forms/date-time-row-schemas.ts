import { z } from 'zod';
import { maxRowsMessage } from '../../messages/application-messages.js';
import { mandatoryMessage } from '../../messages/validation-messages.js';
import {
  DATE_TIME_ROW_FIELDS,
  DATE_TIME_ROWS_LABEL,
  MAX_DATE_TIME_ROWS,
  dateTimeRowIssues,
} from '../../activity/date-time-rows.js';
import type { RowRuleOptions } from '../../activity/date-time-rows.js';
import { draftShape, submissionShape } from './form-fields.js';

// The schemas of the date/time rows (APP-10) for a draft and for a submission; the fields and
// the rules they apply are in date-time-rows.ts.

export const dateTimeRowDraftSchema = z.object(draftShape(DATE_TIME_ROW_FIELDS));
export type DateTimeRowDraft = z.output<typeof dateTimeRowDraftSchema>;

export const dateTimeRowsDraftSchema = z
  .array(dateTimeRowDraftSchema)
  .max(MAX_DATE_TIME_ROWS, maxRowsMessage(MAX_DATE_TIME_ROWS))
  .optional();

/** The rows at the submission level: at least one, each row's fields and rules. */
export function dateTimeRowsSubmissionSchema(options: RowRuleOptions) {
  const row = z.object(submissionShape(DATE_TIME_ROW_FIELDS)).superRefine((value, context) => {
    for (const issue of dateTimeRowIssues(value, options)) {
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });
  return z
    .array(row)
    .min(1, mandatoryMessage(DATE_TIME_ROWS_LABEL))
    .max(MAX_DATE_TIME_ROWS, maxRowsMessage(MAX_DATE_TIME_ROWS))
    .prefault([]);
}
