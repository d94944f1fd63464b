import { z } from 'zod';
import type { AerialActivityCode } from '../activity/aerial-activity-types.js';
import type { CategoryId } from '../activity/categories.js';
import { DATE_TIME_ROW_FIELDS, MAX_DATE_TIME_ROWS } from '../activity/date-time-rows.js';
import { checkDateText, checkTimeText } from '../validation/date-time-text.js';
import { applicationLocationSchema } from '../geo/location.js';
import { maxRowsMessage } from '../messages/application-messages.js';
import { mandatoryMessage } from '../messages/validation-messages.js';
import { checkDecimal } from '../validation/numeric-fields.js';
import {
  answerDependsOnTime,
  checkEligibility,
  checkVesselAnywhere,
  type EligibilityContext,
} from './check-eligibility.js';
import type { EligibilityResult } from './eligibility-result.js';
import {
  eligibilityEnquirySchema,
  HEIGHT_UNITS,
  type EligibilityEnquiry,
} from './enquiry-schema.js';

// The Enquiry Tool's questionnaire as its inputs hold it (ENQ-1): text as typed, so the number
// rule (APP-25: up to 4 digits and 1 decimal) judges what was typed, then the step to the
// engine's enquiry (enquiry-schema.ts), whose own rules (what each category must answer) follow.
// A field the chosen category or activity does not ask is ignored, whatever it holds.

export const ENQUIRY_FIELD_LABELS = {
  category: 'Permit or Clearance',
  activity: 'Type of Activity',
  location: 'Location on map',
  height: 'Maximum Height',
  heightUnit: 'Unit',
  vesselHeightM: 'Height',
  siteGroundElevationM: 'Site Ground Elevation',
  workingHeightM: 'Working Height',
} as const;

export const YES_NO_ANSWERS = ['', 'yes', 'no'] as const;

const CATEGORY_VALUES = ['1', '2', '3', '4'] as const;

/** Kites are measured above mean sea level, captive balloons above the ground (APP-13, APP-14). */
export const ACTIVITY_HEIGHT_REFERENCES: Partial<Record<AerialActivityCode, 'AMSL' | 'AGL'>> = {
  KITE: 'AMSL',
  BHOISTING: 'AGL',
};

const rowLabels = Object.fromEntries(
  Object.entries(DATE_TIME_ROW_FIELDS).map(([key, field]) => [key, field.label]),
) as Record<keyof typeof DATE_TIME_ROW_FIELDS, string>;

const enquiryRowSchema = z
  .object({
    startDate: z.string(),
    endDate: z.string(),
    startTime: z.string(),
    endTime: z.string(),
  })
  .superRefine((row, context) => {
    const values = Object.values(row);
    // An untouched row asks nothing: the dates are optional (needed only by some rules).
    if (values.every((value) => value.trim() === '')) return;
    for (const key of ['startDate', 'endDate', 'startTime', 'endTime'] as const) {
      const value = row[key].trim();
      const check = key.endsWith('Date') ? checkDateText : checkTimeText;
      const message =
        value === '' ? mandatoryMessage(rowLabels[key]) : check(value, rowLabels[key]);
      if (message) context.addIssue({ code: 'custom', path: [key], message });
    }
  });

/** The questions each category or activity asks, beyond what and where. */
export interface EnquiryQuestions {
  activity: boolean;
  height: boolean;
  vesselHeight: boolean;
  siteGroundElevation: boolean;
  workingHeight: boolean;
  aerialPhotography: boolean;
}

export function enquiryQuestions(category: string, activity: string): EnquiryQuestions {
  const aerial = category === '4';
  const heightAsked = aerial && (activity === 'KITE' || activity === 'BHOISTING');
  return {
    activity: aerial,
    height: heightAsked,
    vesselHeight: category === '3',
    // Cranes add it to the working height; captive balloons add it to their height above ground.
    siteGroundElevation: category === '2' || (aerial && activity === 'BHOISTING'),
    workingHeight: category === '2',
    aerialPhotography: category === '1',
  };
}

const optionalText = z.string().optional();

const enquiryFormObject = z.object({
  category: z
    .enum(['', ...CATEGORY_VALUES], { error: mandatoryMessage(ENQUIRY_FIELD_LABELS.category) })
    .refine((value) => value !== '', mandatoryMessage(ENQUIRY_FIELD_LABELS.category)),
  activity: optionalText,
  location: applicationLocationSchema.optional(),
  height: optionalText,
  heightUnit: z.enum(HEIGHT_UNITS).optional(),
  dateTimeRows: z
    .array(enquiryRowSchema)
    .max(MAX_DATE_TIME_ROWS, maxRowsMessage(MAX_DATE_TIME_ROWS))
    .optional(),
  vesselHeightM: optionalText,
  siteGroundElevationM: optionalText,
  workingHeightM: optionalText,
  aerialPhotography: z
    .object({
      overCongestedArea: z.enum(YES_NO_ANSWERS).optional(),
      nearOpenAirAssembly: z.enum(YES_NO_ANSWERS).optional(),
    })
    .optional(),
});
export type EnquiryFormInput = z.input<typeof enquiryFormObject>;
type EnquiryFormObject = z.output<typeof enquiryFormObject>;

type DecimalField = 'height' | 'vesselHeightM' | 'siteGroundElevationM' | 'workingHeightM';

function askedDecimals(values: EnquiryFormObject): DecimalField[] {
  const asked = enquiryQuestions(values.category, values.activity ?? '');
  return (
    [
      ['height', asked.height],
      ['vesselHeightM', asked.vesselHeight],
      ['siteGroundElevationM', asked.siteGroundElevation],
      ['workingHeightM', asked.workingHeight],
    ] as const
  )
    .filter(([, isAsked]) => isAsked)
    .map(([field]) => field);
}

const filled = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

/** The answers as the engine's enquiry (before its own schema checks them). */
function toEnquiry(values: EnquiryFormObject): unknown {
  const asked = enquiryQuestions(values.category, values.activity ?? '');
  const number = (field: DecimalField, isAsked: boolean) => {
    const text = isAsked ? filled(values[field]) : undefined;
    return text === undefined ? undefined : Number(text);
  };
  const activity = asked.activity ? filled(values.activity) : undefined;
  const heightValue = number('height', asked.height);
  const reference = activity
    ? ACTIVITY_HEIGHT_REFERENCES[activity as AerialActivityCode]
    : undefined;
  const rows = (values.dateTimeRows ?? [])
    .filter((row) => Object.values(row).some((value) => value.trim() !== ''))
    .map((row) => ({
      startDate: row.startDate.trim(),
      endDate: row.endDate.trim(),
      startTime: row.startTime.trim(),
      endTime: row.endTime.trim(),
    }));
  const photo = values.aerialPhotography;
  return {
    category: Number(values.category) as CategoryId,
    activity,
    location: values.location,
    height:
      heightValue === undefined || !reference
        ? undefined
        : { value: heightValue, unit: values.heightUnit ?? 'ft', reference },
    dateTimeRows: rows.length > 0 ? rows : undefined,
    vesselHeightM: number('vesselHeightM', asked.vesselHeight),
    siteGroundElevationM: number('siteGroundElevationM', asked.siteGroundElevation),
    workingHeightM: number('workingHeightM', asked.workingHeight),
    aerialPhotography: asked.aerialPhotography
      ? {
          overCongestedArea: photo?.overCongestedArea === 'yes',
          nearOpenAirAssembly: photo?.nearOpenAirAssembly === 'yes',
        }
      : undefined,
  };
}

/**
 * The questionnaire's answers to the engine's enquiry: the page's react-hook-form resolver and its
 * live answer both use it, so what the form accepts is exactly what the engine is asked.
 */
export const enquiryFormSchema = enquiryFormObject
  .superRefine((values, context) => {
    for (const field of askedDecimals(values)) {
      const text = filled(values[field]);
      const message =
        text === undefined ? undefined : checkDecimal(text, ENQUIRY_FIELD_LABELS[field]);
      if (message) context.addIssue({ code: 'custom', path: [field], message });
    }
  })
  .transform(toEnquiry)
  .pipe(eligibilityEnquirySchema);

/** What an untouched questionnaire holds. */
export const ENQUIRY_FORM_DEFAULTS: EnquiryFormInput = {
  category: '',
  activity: '',
  height: '',
  heightUnit: 'ft',
  dateTimeRows: [{ startDate: '', endDate: '', startTime: '', endTime: '' }],
  vesselHeightM: '',
  siteGroundElevationM: '',
  workingHeightM: '',
  aerialPhotography: { overCongestedArea: '', nearOpenAirAssembly: '' },
};

/** An enquiry back as questionnaire answers (a page reopened from a prefill link). */
export function enquiryFormValues(enquiry: EligibilityEnquiry): EnquiryFormInput {
  const yesNo = (answer: boolean | undefined) =>
    answer === undefined ? '' : answer ? 'yes' : 'no';
  return {
    ...ENQUIRY_FORM_DEFAULTS,
    category: String(enquiry.category) as EnquiryFormInput['category'],
    activity: enquiry.activity ?? '',
    location: enquiry.location,
    height: enquiry.height ? String(enquiry.height.value) : '',
    heightUnit: enquiry.height?.unit ?? 'ft',
    dateTimeRows: enquiry.dateTimeRows?.length
      ? enquiry.dateTimeRows
      : ENQUIRY_FORM_DEFAULTS.dateTimeRows,
    vesselHeightM: enquiry.vesselHeightM === undefined ? '' : String(enquiry.vesselHeightM),
    siteGroundElevationM:
      enquiry.siteGroundElevationM === undefined ? '' : String(enquiry.siteGroundElevationM),
    workingHeightM: enquiry.workingHeightM === undefined ? '' : String(enquiry.workingHeightM),
    aerialPhotography: {
      overCongestedArea: yesNo(enquiry.aerialPhotography?.overCongestedArea),
      nearOpenAirAssembly: yesNo(enquiry.aerialPhotography?.nearOpenAirAssembly),
    },
  };
}

/** The questionnaire's live answer (ENQ-2, ENQ-16): the engine's result, or what is still to answer. */
export type EnquiryFormAnswer =
  | {
      kind: 'answer';
      result: EligibilityResult;
      /** What "Start an application" carries; none where the place was not needed (ENQ-22). */
      enquiry?: EligibilityEnquiry;
    }
  | { kind: 'incomplete'; categoryChosen: boolean; missing: { field: string; message: string }[] };

const isRowIssue = (issue: z.core.$ZodIssue) => issue.path[0] === 'dateTimeRows';

/**
 * The answer to the questionnaire as it stands, run on every change. Two answers come before the
 * questionnaire is complete: an answer that does not depend on time stays while a date row is half
 * typed (ENQ-21), and a ship crossing's vessel no taller than the trigger is answered without a
 * place (ENQ-22), whose height is asked first.
 */
export function answerEnquiryForm(
  /** The answers as the form holds them, possibly partial: they are parsed here. */
  values: { category?: string; vesselHeightM?: string },
  context: EligibilityContext,
): EnquiryFormAnswer {
  const answer = (enquiry: EligibilityEnquiry): EnquiryFormAnswer => ({
    kind: 'answer',
    enquiry,
    result: checkEligibility(enquiry, context),
  });
  const parsed = enquiryFormSchema.safeParse(values);
  if (parsed.success) return answer(parsed.data);
  let issues = parsed.error.issues;
  if (issues.every(isRowIssue)) {
    // The rows are checked before the rest: the rest is asked again without them.
    const undated = enquiryFormSchema.safeParse({ ...values, dateTimeRows: [] });
    if (!undated.success) issues = [...undated.error.issues, ...issues];
    else if (!answerDependsOnTime(undated.data, context)) return answer(undated.data);
  }
  const missing = issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
  const undatedIssues = issues.filter((issue) => !isRowIssue(issue));
  const onlyPlaceMissing =
    undatedIssues.length === 1 && undatedIssues[0]?.path.join('.') === 'location';
  if (values.category === '3' && onlyPlaceMissing) {
    const vesselHeight = filled(values.vesselHeightM);
    if (vesselHeight === undefined) {
      const field = 'vesselHeightM';
      missing.unshift({ field, message: mandatoryMessage(ENQUIRY_FIELD_LABELS[field]) });
    } else {
      const result = checkVesselAnywhere(Number(vesselHeight), context);
      if (result) return { kind: 'answer', result };
    }
  }
  return { kind: 'incomplete', categoryChosen: Boolean(values.category), missing };
}
