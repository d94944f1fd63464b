import { ELIGIBILITY_NOTES } from '../../eligibility/eligibility-notes.js';
import { ELIGIBILITY_THRESHOLDS } from '../../geo/thresholds.js';
import { mustBeYesMessage, sizeLimitMessage } from '../../messages/application-messages.js';
import { checkWholeNumber } from '../../validation/numeric-fields.js';
import type { AerialActivityCode } from '../../activity/aerial-activity-types.js';
import { AERIAL_ACTIVITY_FIELDS } from './aerial-activity-fields.js';
import type { ApplicationIssue } from './form-issues.js';

// The limits domain-facts sets beside the permit rules (ENQ-6 to ENQ-8), checked on the activity's
// own fields by its submission schema, so the form and the server refuse the same answers: a
// balloon (or cluster) released and a sky lantern at most 2 m across; a captive balloon or blimp
// at most 3 m, with an automatic deflation device. The form measures a captive balloon by its
// maximum dimension, which is at least its diameter, so a balloon within it is within the limit.
// A size that is not a whole number is left to the field's own rule (APP-24).

const { balloonRelease, skyLantern, captiveBalloon } = ELIGIBILITY_THRESHOLDS;
const CM_PER_M = 100;

interface SizeLimit {
  field: string;
  max: number;
  /** The limit in words, as the Enquiry Tool notes it. */
  limit: string;
}

interface RequiredYes {
  field: string;
  condition: string;
}

interface ActivityLimits {
  sizes: readonly SizeLimit[];
  requiredYes: readonly RequiredYes[];
}

const AERIAL_ACTIVITY_LIMITS: Partial<Record<AerialActivityCode, ActivityLimits>> = {
  BRELEASE: {
    sizes: [
      {
        field: 'maxSizeCm',
        max: balloonRelease.maxSizeM * CM_PER_M,
        limit: ELIGIBILITY_NOTES.balloonSize,
      },
    ],
    requiredYes: [],
  },
  SLRELEASE: {
    sizes: [
      {
        field: 'maxSizeCm',
        max: skyLantern.maxSizeM * CM_PER_M,
        limit: ELIGIBILITY_NOTES.skyLanternSize,
      },
    ],
    requiredYes: [],
  },
  BHOISTING: {
    sizes: [
      {
        field: 'maxDimensionM',
        max: captiveBalloon.maxDiameterM,
        limit: ELIGIBILITY_NOTES.captiveBalloonSize,
      },
    ],
    requiredYes: [
      { field: 'automaticDeflationDevice', condition: ELIGIBILITY_NOTES.captiveBalloonSize },
    ],
  },
};

function labelOf(activity: AerialActivityCode, field: string): string {
  const fields: Readonly<Record<string, { label: string }>> = AERIAL_ACTIVITY_FIELDS[activity];
  return fields[field]?.label ?? field;
}

/** The limits an activity's answers break, on the fields that break them. */
export function aerialActivityLimitIssues(
  activity: AerialActivityCode,
  answers: Readonly<Record<string, unknown>>,
): ApplicationIssue[] {
  const limits = AERIAL_ACTIVITY_LIMITS[activity];
  if (!limits) return [];
  const issues: ApplicationIssue[] = [];
  for (const { field, max, limit } of limits.sizes) {
    const value = answers[field];
    if (typeof value !== 'string' || checkWholeNumber(value, field)) continue;
    if (Number(value) > max) {
      issues.push({ field, message: sizeLimitMessage(labelOf(activity, field), max, limit) });
    }
  }
  for (const { field, condition } of limits.requiredYes) {
    if (answers[field] === 'N') {
      issues.push({ field, message: mustBeYesMessage(labelOf(activity, field), condition) });
    }
  }
  return issues;
}
