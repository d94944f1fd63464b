import type { FieldPath } from 'react-hook-form';
import {
  ALL_AERIAL_ACTIVITY_FIELDS,
  COMMON_FIELDS,
  MIN_SAFETY_PERSONNEL,
} from '@aviation-permits/domain/application';
import type {
  ApplicationDraft,
  DeclarationKey,
  FormFields,
  SafetyPersonDraft,
} from '@aviation-permits/domain/application';
import type { ApplicationLocation } from '@aviation-permits/domain/geo';
import type { CategoryId, DateTimeRow } from '@aviation-permits/domain/activity';
import { emptyDateTimeRow } from '@/components/form/date-time-rows-field';
import { categoryFields } from '@/lib/application-sections/application-sections';

// The form's values, typed by the domain's draft: every text input holds a string ('' when empty),
// so the domain's schemas read exactly what was typed; rows and people are arrays of such texts;
// the location is the map's value, none until one is drawn.

/** Each key of any category's draft. */
type KeyOfAny<T> = T extends unknown ? keyof T : never;
/** The value a key has in whichever category's draft holds it. */
type ValueOfAny<T, K extends PropertyKey> = T extends unknown
  ? K extends keyof T
    ? T[K]
    : never
  : never;

type DraftKey = KeyOfAny<ApplicationDraft>;

/** The draft's answers held as text, of every category (a category's form holds its own). */
type TextFieldName = {
  [K in DraftKey]: NonNullable<ValueOfAny<ApplicationDraft, K>> extends string ? K : never;
}[DraftKey];

type SafetyPersonValues = { [K in keyof SafetyPersonDraft]-?: string };

export type ApplicationFormValues = Partial<Record<TextFieldName, string>> & {
  category: CategoryId;
  /** Categories 1 to 3 describe it in words; category 4 holds a type's code, '' until chosen. */
  activityType: string;
  dateTimeRows: DateTimeRow[];
  location: ApplicationLocation | undefined;
  safetyPersonnel: SafetyPersonValues[];
  supportingDocumentIds: string[];
  declarations: Record<DeclarationKey, boolean>;
};

/** A field of the form by its react-hook-form name ('venue', 'dateTimeRows.0.startDate'). */
export type ApplicationFieldName = FieldPath<ApplicationFormValues>;

/**
 * The name of a field drawn from the domain's field tables (categoryFields, safetyPersonFields):
 * those tables list the draft's own fields, which a string key cannot show the compiler.
 */
export function tableFieldName(name: string): ApplicationFieldName {
  return name as ApplicationFieldName;
}

function blanks(fields: FormFields): Record<string, string> {
  return Object.fromEntries(Object.keys(fields).map((name) => [name, '']));
}

/** A person of safetyPersonFields with nothing typed yet. */
export function emptySafetyPerson(): SafetyPersonValues {
  return { name: '', contactNumber: '', email: '' };
}

/**
 * A blank form of a category. Category 4 holds every activity type's fields, as its draft does,
 * so switching type while drafting loses nothing (APP-45).
 */
export function emptyForm(category: CategoryId): ApplicationFormValues {
  const own = category === 4 ? ALL_AERIAL_ACTIVITY_FIELDS : categoryFields(category);
  return {
    category,
    activityType: '',
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
