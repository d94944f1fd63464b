import type { ApplicationDraft } from './forms/application-form.js';
import { isWellFormedRow, type DateTimeRow } from '../activity/date-time-rows.js';
import type { ApplicationIssue } from './forms/form-issues.js';
import { applicationLocationSchema } from '../geo/location.js';
import { checkDecimal, checkWholeNumber } from '../validation/numeric-fields.js';
import { checkEligibility, type EligibilityContext } from '../eligibility/check-eligibility.js';
import type { EligibilityReason, EligibilityResult } from '../eligibility/eligibility-result.js';
import type { EligibilityEnquiry } from '../eligibility/enquiry-schema.js';

// APP-9, ENQ-2: an application's answers judged by the Enquiry Tool's rules, the same engine the
// tool runs. The review step shows the result before submission and the server runs it again at
// submission, so both read the form the same way: the heights in the fields each rule reads (a
// kite above mean sea level, a captive balloon above the ground, a crane's ground elevation plus
// working height, a vessel from the waterline), the location as drawn, the well-formed date rows.
// A number that breaks its field's rule counts as not given: the engine then assumes the worst,
// and the form's own rule reports the number.

/** A form's number as typed, when it follows its field's rule (a whole number, or a decimal). */
function numberOf(text: string | undefined): number | undefined {
  const value = text?.trim() ?? '';
  const isNumber = !checkWholeNumber(value, '') || !checkDecimal(value, '');
  return isNumber ? Number(value) : undefined;
}

function wellFormedRows(rows: ApplicationDraft['dateTimeRows']): DateTimeRow[] | undefined {
  const valid = (rows ?? [])
    .map((row) => ({
      startDate: row.startDate ?? '',
      endDate: row.endDate ?? '',
      startTime: row.startTime ?? '',
      endTime: row.endTime ?? '',
    }))
    .filter((row) => isWellFormedRow(row) && row.startDate <= row.endDate);
  return valid.length > 0 ? valid : undefined;
}

/** The category's own answers, in the engine's terms. */
function categoryAnswers(form: ApplicationDraft): Partial<EligibilityEnquiry> | undefined {
  switch (form.category) {
    case 1:
      return {
        aerialPhotography: {
          overCongestedArea: form.overCongestedArea === 'Y',
          nearOpenAirAssembly: form.nearOpenAirAssembly === 'Y',
        },
      };
    case 2:
      return {
        siteGroundElevationM: numberOf(form.siteGroundElevationM),
        workingHeightM: numberOf(form.workingHeightM),
      };
    case 3:
      return { vesselHeightM: numberOf(form.vesselHeightM) };
    case 4: {
      if (!form.activityType) return undefined;
      const kite = numberOf(form.maxHeightFtAboveMsl);
      const balloon = numberOf(form.maxHeightFtAboveGround);
      const height =
        form.activityType === 'KITE' && kite !== undefined
          ? ({ value: kite, unit: 'ft', reference: 'AMSL' } as const)
          : form.activityType === 'BHOISTING' && balloon !== undefined
            ? ({ value: balloon, unit: 'ft', reference: 'AGL' } as const)
            : undefined;
      return { activity: form.activityType, height };
    }
  }
}

/**
 * The engine's question for an application form of any category, or undefined while the form
 * lacks what every rule needs: the location, and for an aerial activity its type.
 */
export function applicationEnquiry(form: ApplicationDraft): EligibilityEnquiry | undefined {
  const location = applicationLocationSchema.safeParse(form.location);
  const answers = categoryAnswers(form);
  if (!location.success || !answers) return undefined;
  return {
    category: form.category,
    location: location.data,
    dateTimeRows: wellFormedRows(form.dateTimeRows),
    ...answers,
  };
}

/** What the Enquiry Tool's rules say of the form's answers (APP-9), or undefined as above. */
export function applicationEligibility(
  form: ApplicationDraft,
  context: EligibilityContext,
): EligibilityResult | undefined {
  const enquiry = applicationEnquiry(form);
  return enquiry && checkEligibility(enquiry, context);
}

/**
 * The reasons the form's own rules already report on their inputs: the restricted-times rule of
 * the date/time rows (APP-33, APP-34) gives the same message on the row that breaks it, so the
 * review step does not say it twice.
 */
export function reportedByFormRules(reason: EligibilityReason): boolean {
  return reason.code === 'MILITARY_OPERATING_HOURS';
}

/**
 * A "not allowed" outcome as the submission's issues. Every rule that can forbid an activity
 * today judges when it takes place, so the issue names the date/time rows.
 */
export function eligibilityIssues(result: EligibilityResult | undefined): ApplicationIssue[] {
  return (result?.reasons ?? [])
    .filter((reason) => reason.outcome === 'NOT_ALLOWED')
    .map((reason) => ({ field: 'dateTimeRows', message: reason.message }));
}
