import { z } from 'zod';
import { checkDateWindow } from '../../validation/date-window.js';
import {
  ACTIVITY_TYPE_TEXT_FIELD,
  commonDraftShape,
  commonSubmissionShape,
} from './common-fields.js';
import { draftShape, submissionShape } from './form-fields.js';
import { checkDateText } from '../../validation/date-time-text.js';
import { issuesOf } from './form-issues.js';
import { memoiseByContext, type SubmissionContext } from '../../activity/submission-context.js';

// Category 3, Ship Crossing (APP-17). Height and draft are whole numbers (APP-24: "heights",
// "draft") and, not being on the spec's mandatory list, are checked once filled.

export const SHIP_CROSSING_FIELDS = {
  vesselName: { label: 'Vessel Name', kind: 'text' },
  callsign: { label: 'Callsign', kind: 'text' },
  vesselHeightM: { label: 'Vessel Height (m)', kind: 'whole', required: false },
  vesselDraftM: { label: 'Draft (m)', kind: 'whole', required: false },
  portOfOrigin: { label: 'Port or Point of Origin', kind: 'text' },
  finalDestination: { label: 'Final Destination', kind: 'text' },
  vesselMovementDate: { label: 'Date of Vessel Movement', kind: 'date' },
} as const;

export const shipCrossingDraftSchema = z.object({
  category: z.literal(3),
  ...commonDraftShape,
  ...draftShape(ACTIVITY_TYPE_TEXT_FIELD),
  ...draftShape(SHIP_CROSSING_FIELDS),
});

export const shipCrossingSubmissionSchema = memoiseByContext((context: SubmissionContext) => {
  return z
    .object({
      category: z.literal(3),
      ...commonSubmissionShape({ ...context, category: 3 }),
      ...submissionShape(ACTIVITY_TYPE_TEXT_FIELD),
      ...submissionShape(SHIP_CROSSING_FIELDS),
    })
    .superRefine(({ vesselMovementDate }, issues) => {
      if (checkDateText(vesselMovementDate, '')) return;
      // The movement is the day the vessel crosses: the start date rules apply to it.
      const { startDate } = checkDateWindow({
        startDate: vesselMovementDate,
        today: context.today,
      });
      if (startDate)
        issues.addIssue({ code: 'custom', path: ['vesselMovementDate'], message: startDate });
    });
});

export type ShipCrossingDraft = z.output<typeof shipCrossingDraftSchema>;
export type ShipCrossingForm = z.output<ReturnType<typeof shipCrossingSubmissionSchema>>;

export function shipCrossingIssues(form: unknown, context: SubmissionContext) {
  return issuesOf(shipCrossingSubmissionSchema(context), form);
}
