import {
  ACTIVITY_TYPE_TEXT_FIELD,
  AERIAL_ACTIVITY_FIELDS,
  AERIAL_PHOTOGRAPHY_FIELDS,
  COMMON_FIELDS,
  CRANE_FIELDS,
  OPERATOR_ADDRESS_FIELDS,
  SHIP_CROSSING_FIELDS,
} from '@aviation-permits/domain/application';
import { AERIAL_ACTIVITY_CODES } from '@aviation-permits/domain/activity';
import type { AerialActivityCode, CategoryId } from '@aviation-permits/domain/activity';
import type { FormFields } from '@aviation-permits/domain/application';

// The parts an application is read in (APP-10 to APP-20): the form's steps and the read-only
// answers on the review step and the details page follow the same grouping. Which fields a part
// holds comes from the domain's field tables; only the grouping is the web app's.

export const APPLICATION_SECTIONS = [
  { key: 'activity', title: 'Activity details' },
  { key: 'dates', title: 'Dates and times' },
  { key: 'location', title: 'Location' },
  { key: 'personnel', title: 'Operator and safety personnel' },
  { key: 'documents', title: 'Supporting documents' },
  { key: 'review', title: 'Review and submit' },
] as const;

export type SectionKey = (typeof APPLICATION_SECTIONS)[number]['key'];

/** The activity details: common ones first, then the category's own (APP-10). */
const ACTIVITY_COMMON_FIELDS = {
  venue: COMMON_FIELDS.venue,
  purpose: COMMON_FIELDS.purpose,
  remarks: COMMON_FIELDS.remarks,
} as const satisfies FormFields;

/** The operator company, its address (APP-21), then the safety measures. */
export const OPERATOR_FIELDS = {
  operatorCompanyName: COMMON_FIELDS.operatorCompanyName,
  operatorPostalCode: COMMON_FIELDS.operatorPostalCode,
  ...OPERATOR_ADDRESS_FIELDS,
  safetyMeasures: COMMON_FIELDS.safetyMeasures,
} as const satisfies FormFields;

function isAerialActivityCode(value: unknown): value is AerialActivityCode {
  return AERIAL_ACTIVITY_CODES.includes(value as AerialActivityCode);
}

/**
 * The category's own text fields: categories 1 to 3 describe their activity in words; category 4
 * asks the fields of the chosen activity type (none until one is chosen).
 */
export function categoryFields(category: CategoryId, activityType?: unknown): FormFields {
  switch (category) {
    case 1:
      return { ...ACTIVITY_TYPE_TEXT_FIELD, ...AERIAL_PHOTOGRAPHY_FIELDS };
    case 2:
      return { ...ACTIVITY_TYPE_TEXT_FIELD, ...CRANE_FIELDS };
    case 3:
      return { ...ACTIVITY_TYPE_TEXT_FIELD, ...SHIP_CROSSING_FIELDS };
    case 4:
      return isAerialActivityCode(activityType) ? AERIAL_ACTIVITY_FIELDS[activityType] : {};
  }
}

/** Every text field of the activity details step, in the order the form asks them. */
export function activityFields(category: CategoryId, activityType?: unknown): FormFields {
  return { ...ACTIVITY_COMMON_FIELDS, ...categoryFields(category, activityType) };
}

/** The form's top-level names a section holds (what the step validates before moving on). */
export function sectionFieldNames(
  section: SectionKey,
  category: CategoryId,
  activityType?: unknown,
): string[] {
  switch (section) {
    case 'activity':
      return [
        'category',
        ...(category === 4 ? ['activityType'] : []),
        ...Object.keys(activityFields(category, activityType)),
      ];
    case 'dates':
      return ['dateTimeRows'];
    case 'location':
      return ['location'];
    case 'personnel':
      return [...Object.keys(OPERATOR_FIELDS), 'safetyPersonnel'];
    case 'documents':
      return ['supportingDocumentIds'];
    case 'review':
      return ['declarations'];
  }
}

/**
 * The section an issue's field belongs to ('dateTimeRows.0.startDate' is in the dates): where the
 * form sends the applicant to fix a message of the server or of the final check.
 */
export function sectionOfField(
  field: string,
  category: CategoryId,
  activityType?: unknown,
): SectionKey {
  const [name = ''] = field.split('.');
  const found = APPLICATION_SECTIONS.find(({ key }) =>
    sectionFieldNames(key, category, activityType).includes(name),
  );
  return found?.key ?? 'activity';
}
