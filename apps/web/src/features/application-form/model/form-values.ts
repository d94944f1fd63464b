import type { FieldValues } from 'react-hook-form';
import {
  ACTIVITY_TYPE_TEXT_FIELD,
  ALL_AERIAL_ACTIVITY_FIELDS,
  COMMON_FIELDS,
  DATE_TIME_ROW_FIELDS,
  MIN_SAFETY_PERSONNEL,
  safetyPersonFields,
} from '@aviation-permits/domain';
import type { ApplicationDraft, CategoryId, FormFields } from '@aviation-permits/domain';
import { categoryFields } from '@/lib/application-sections/application-sections';

// The form's values: every text input holds a string ('' when empty), so the domain's schemas read
// exactly what was typed; rows and people are arrays; the location is the map's value.

export type ApplicationFormValues = FieldValues;

function blanks(fields: FormFields): Record<string, string> {
  return Object.fromEntries(Object.keys(fields).map((name) => [name, '']));
}

export function emptyDateTimeRow(): Record<string, string> {
  return blanks(DATE_TIME_ROW_FIELDS);
}

export function emptySafetyPerson(): Record<string, string> {
  return blanks(safetyPersonFields(''));
}

/**
 * A blank form of a category. Category 4 holds every activity type's fields, as its draft does,
 * so switching type while drafting loses nothing (APP-45).
 */
export function emptyForm(category: CategoryId): ApplicationFormValues {
  const own = category === 4 ? ALL_AERIAL_ACTIVITY_FIELDS : categoryFields(category);
  return {
    category,
    ...(category === 4 ? { activityType: '' } : blanks(ACTIVITY_TYPE_TEXT_FIELD)),
    ...blanks(COMMON_FIELDS),
    ...blanks(own),
    dateTimeRows: [emptyDateTimeRow()],
    location: undefined,
    safetyPersonnel: Array.from({ length: MIN_SAFETY_PERSONNEL }, emptySafetyPerson),
    supportingDocumentIds: [],
    declarations: { informationTrue: false, mapAreaFinal: false },
  };
}

/** A saved draft back in the form: the blank form of its category, overlaid with what was saved. */
export function formFromDraft(draft: ApplicationDraft): ApplicationFormValues {
  const blank = emptyForm(draft.category);
  const saved = Object.fromEntries(
    Object.entries(draft).filter(([, value]) => value !== undefined),
  );
  return {
    ...blank,
    ...saved,
    declarations: { ...blank.declarations, ...draft.declarations },
  };
}

/**
 * The values as a draft request holds them: a not-yet-chosen activity type and an empty location
 * are left out (the draft schema allows them missing, not empty).
 */
export function draftOf(values: ApplicationFormValues): ApplicationDraft {
  const { activityType, location, ...rest } = values;
  return {
    ...rest,
    ...(activityType ? { activityType } : {}),
    ...(location ? { location } : {}),
  } as ApplicationDraft;
}
