import { mandatoryMessage } from '../../messages/validation-messages.js';
import { checkDateWindow } from '../../validation/date-window.js';
import { checkLeadTime } from '../../activity/lead-time/lead-time.js';
import { CRANE_FIELDS, type CraneField } from './crane-fields.js';
import { checkDateText } from '../../validation/date-time-text.js';
import { OTHER_MACHINERY_SET } from './form-options.js';
import type { SubmissionContext } from '../../activity/submission-context.js';

// The cranes form's rules between fields (APP-2): which fields become mandatory given other
// answers, and the date rules of the machinery period. Each field's own rule is in CRANE_FIELDS.

export type CraneValues = Record<CraneField, string>;

interface CraneIssue {
  field: CraneField;
  message: string;
}

const STOCKPILE_FIELDS = ['stockpileHeightM', 'stockpileLatitude', 'stockpileLongitude'] as const;

function mandatoryWhen(values: CraneValues, condition: boolean, field: CraneField): CraneIssue[] {
  return condition && values[field] === ''
    ? [{ field, message: mandatoryMessage(CRANE_FIELDS[field].label) }]
    : [];
}

function dateIssues(values: CraneValues, context: SubmissionContext): CraneIssue[] {
  const { today, applyLeadTime = true } = context;
  const validDate = (field: CraneField) =>
    checkDateText(values[field], '') ? undefined : values[field];
  const startDate = validDate('machineryStartDate');
  const window = checkDateWindow({ startDate, endDate: validDate('machineryEndDate'), today });
  const issues: CraneIssue[] = [];
  if (window.startDate) issues.push({ field: 'machineryStartDate', message: window.startDate });
  if (window.endDate) issues.push({ field: 'machineryEndDate', message: window.endDate });
  if (startDate && !window.startDate && applyLeadTime) {
    const message = checkLeadTime(startDate, 2, context);
    if (message) issues.push({ field: 'machineryStartDate', message });
  }
  // The project may finish any time after today; only a past date is wrong.
  const completion = checkDateWindow({ endDate: validDate('expectedCompletionDate'), today });
  if (completion.endDate) {
    issues.push({ field: 'expectedCompletionDate', message: completion.endDate });
  }
  return issues;
}

export function craneRuleIssues(values: CraneValues, context: SubmissionContext): CraneIssue[] {
  const withinFence = values.withinAirportFence === 'Y';
  const hasStockpile = STOCKPILE_FIELDS.some((field) => values[field] !== '');
  return [
    ...mandatoryWhen(values, values.machinerySet === OTHER_MACHINERY_SET, 'otherMachinerySet'),
    ...mandatoryWhen(values, withinFence, 'workDuringRunwayClosure'),
    ...mandatoryWhen(values, withinFence, 'airsideSafetyMeasures'),
    ...STOCKPILE_FIELDS.flatMap((field) => mandatoryWhen(values, hasStockpile, field)),
    ...dateIssues(values, context),
  ];
}
