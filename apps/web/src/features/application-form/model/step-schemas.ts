import { z } from 'zod';
import {
  ACTIVITY_TYPE_LABEL,
  applicationSubmissionSchema,
} from '@aviation-permits/domain/application';
import { AERIAL_ACTIVITY_CODES } from '@aviation-permits/domain/activity';
import { mandatoryMessage } from '@aviation-permits/domain/messages';
import type { CategoryId, SubmissionContext } from '@aviation-permits/domain/activity';
import {
  APPLICATION_SECTIONS,
  sectionFieldNames,
} from '@/lib/application-sections/application-sections';
import type { ApplicationFormValues } from './form-values';

// APP-80: each step checks its own fields with its own schema, cut from the domain's submission
// schema of the category (and activity type): the step's fields and every rule between fields of
// the form. Checking a step with the whole submission schema let a rule between fields (a captive
// balloon's size limit, a crane's "mandatory when") go unchecked whenever another step's answer
// was not yet of the right type, as zod runs such rules only on a well-typed form.

type SubmissionObject = z.ZodObject<z.ZodRawShape>;
/** What the form's resolver reads: a record of answers in, the checked form out. */
type StepSchema = z.ZodType<unknown, Record<string, unknown>>;
type FormCheck = z.core.$ZodCheck<Record<string, unknown>>;

/** Every object schema of a (nested) discriminated union: one per category and activity type. */
function objectsOf(schema: z.ZodType): SubmissionObject[] {
  if (schema instanceof z.ZodDiscriminatedUnion) {
    return (schema.options as z.ZodType[]).flatMap(objectsOf);
  }
  return schema instanceof z.ZodObject ? [schema as SubmissionObject] : [];
}

function ofCategory(schema: SubmissionObject, category: CategoryId): boolean {
  const key = schema.shape.category;
  return key instanceof z.ZodLiteral && key.values.has(category);
}

/** Categories 1 to 3 have one schema; category 4 one per activity type (a literal). */
function ofType(schema: SubmissionObject, activityType: unknown): boolean {
  const key = schema.shape.activityType;
  return !(key instanceof z.ZodLiteral) || key.values.has(activityType as never);
}

/** A category 4 form before its type is chosen: any type's schema for the common fields. */
const UNCHOSEN_TYPE = z.literal(AERIAL_ACTIVITY_CODES, {
  error: mandatoryMessage(ACTIVITY_TYPE_LABEL),
});

const built = new WeakMap<z.ZodType, Map<string, StepSchema>>();

function buildStepSchema(
  whole: z.ZodType,
  step: number,
  category: CategoryId,
  activityType: unknown,
): StepSchema {
  const section = APPLICATION_SECTIONS[step];
  if (!section || step === APPLICATION_SECTIONS.length - 1) return whole as StepSchema;
  const objects = objectsOf(whole).filter((schema) => ofCategory(schema, category));
  const chosen = objects.find((schema) => ofType(schema, activityType));
  const source = chosen ?? objects[0];
  if (!source) return whole as StepSchema;
  const names = new Set(sectionFieldNames(section.key, category, activityType));
  const shape: Record<string, z.core.$ZodType> = Object.fromEntries(
    Object.entries(source.shape).filter(([name]) => names.has(name)),
  );
  if (!chosen && category === 4) shape.activityType = UNCHOSEN_TYPE;
  // The category's rules between fields, unchanged: each reads only the fields it names.
  return z.object(shape).check(...((source.def.checks ?? []) as FormCheck[]));
}

/**
 * The schema of one step (an index of APPLICATION_SECTIONS) for the form's category and activity
 * type; the last step's is the whole submission schema. Built once per step and type, as building
 * costs more than parsing and the form checks again at every change after a refused Next.
 */
export function stepSchema(
  step: number,
  /** The answers so far: their activity type picks category 4's schema. */
  values: { activityType?: unknown },
  category: CategoryId,
  context: SubmissionContext,
): StepSchema {
  const whole = applicationSubmissionSchema(context);
  const activityType: unknown = values.activityType;
  const key = `${category}:${String(activityType)}:${step}`;
  const cache = built.get(whole) ?? new Map<string, StepSchema>();
  built.set(whole, cache);
  let schema = cache.get(key);
  if (schema === undefined) {
    schema = buildStepSchema(whole, step, category, activityType);
    cache.set(key, schema);
  }
  return schema;
}

/** The first step whose answers its schema refuses; the last step when every one passes. */
export function firstUnpassedStep(
  values: ApplicationFormValues,
  category: CategoryId,
  context: SubmissionContext,
  from = 0,
  to = APPLICATION_SECTIONS.length - 1,
): number {
  for (let step = from; step < to; step += 1) {
    if (!stepSchema(step, values, category, context).safeParse(values).success) return step;
  }
  return to;
}
