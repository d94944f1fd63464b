import { z } from 'zod';
import type { Option } from '../../account/profile-options.js';
import { AERIAL_ACTIVITY_TYPES } from '../../activity/aerial-activity-types.js';
import type { CategoryId } from '../../activity/categories.js';
import { feeScheduleSchema, type FeeScheduleCents } from '../fee-schedule.js';
import { MAX_DATE_TIME_ROWS } from '../../activity/date-time-rows.js';
import { LASER_TYPES, MACHINERY_SETS, YES_NO } from '../forms/form-options.js';
import {
  AERIAL_PHOTOGRAPHY_QUESTIONS,
  APPLICATION_DECLARATIONS,
  CRANE_QUESTIONS,
} from '../forms/form-questions.js';
import { MAX_SAFETY_PERSONNEL, MIN_SAFETY_PERSONNEL } from '../forms/safety-personnel.js';
import { earliestStartDate, leadTimeWorkingDays } from '../../activity/lead-time/lead-time.js';
import { SINGAPORE_PUBLIC_HOLIDAYS } from '../../activity/lead-time/singapore-public-holidays.js';
import { ACTIVITIES_RESTRICTED_IN_MILITARY_HOURS } from '../../activity/restricted-times.js';
import { ELIGIBILITY_THRESHOLDS } from '../../geo/thresholds.js';
import {
  areasInForce,
  temporaryRestrictedAreaSchema,
  type TemporaryRestrictedArea,
} from '../../geo/temporary-restricted-areas.js';

// The answers of the four init-data calls (GET CATEGORY_API_PATHS[category].initData): what each
// form needs to draw its inputs and apply the same rules as the server, with the server's today,
// holiday list and temporary restricted areas, so a browser with a wrong clock still offers the
// right dates and its review step says what the submission will (APP-7, APP-3, APP-9).

const optionsSchema = z.array(z.object({ value: z.string(), label: z.string() }));
const calendarDate = z.string().describe('YYYY-MM-DD');

const formRulesSchema = z.object({
  /** The server's today in Singapore: the date rules' "today" for this form. */
  today: calendarDate,
  publicHolidays: z.array(calendarDate),
  /** The areas in force from today on (ENQ-12), which the review step's rules read (APP-9). */
  temporaryRestrictedAreas: z.array(temporaryRestrictedAreaSchema),
  /** ENQ-10: the configured vessel height (m) the review step's ship rule reads (APP-9). */
  shipCrossingClearanceAboveM: z.number().positive(),
  leadTimeWorkingDays: z.number().int().positive(),
  earliestStartDate: calendarDate,
  maxDateTimeRows: z.number().int().positive(),
  minSafetyPersonnel: z.number().int().positive(),
  maxSafetyPersonnel: z.number().int().positive(),
  declarations: z.object({ informationTrue: z.string(), mapAreaFinal: z.string() }),
  /** APP-70: the server's fee schedule (FEES), which the review step reads with feeCentsOf. */
  fees: feeScheduleSchema.optional(),
});

export const aerialActivityInitDataSchema = formRulesSchema.extend({
  activityTypes: z.array(z.object({ code: z.string(), label: z.string() })),
  /** Activity types the restricted-times rule applies to. */
  restrictedInMilitaryHours: z.array(z.string()),
  laserTypes: optionsSchema,
});

export const shipInitDataSchema = formRulesSchema;

export const aerialPhotoInitDataSchema = formRulesSchema.extend({
  yesNo: optionsSchema,
  questions: z.object({ overCongestedArea: z.string(), nearOpenAirAssembly: z.string() }),
});

export const craneInitDataSchema = formRulesSchema.extend({
  yesNo: optionsSchema,
  machinerySets: optionsSchema,
  questions: z.object({
    withinAirportFence: z.string(),
    adHocDeployment: z.string(),
    workDuringRunwayClosure: z.string(),
    criticalArea: z.string(),
  }),
});

export type AerialActivityInitData = z.infer<typeof aerialActivityInitDataSchema>;
export type ShipInitData = z.infer<typeof shipInitDataSchema>;
export type AerialPhotoInitData = z.infer<typeof aerialPhotoInitDataSchema>;
export type CraneInitData = z.infer<typeof craneInitDataSchema>;

export interface InitDataContext {
  today: string;
  /** Default SINGAPORE_PUBLIC_HOLIDAYS; the server sends its effective list. */
  holidays?: readonly string[];
  temporaryAreas: readonly TemporaryRestrictedArea[];
  /** ENQ-10: SHIP_CROSSING_CLEARANCE_ABOVE_M; domain-facts' 35 m by default. */
  shipCrossingClearanceAboveM?: number;
  /** The configured fee schedule (FEES); the server always sends it. */
  fees?: FeeScheduleCents;
}

function options(list: readonly Option[]) {
  return list.map(({ value, label }) => ({ value, label }));
}

function formRules(
  category: CategoryId,
  {
    today,
    holidays = SINGAPORE_PUBLIC_HOLIDAYS,
    temporaryAreas,
    shipCrossingClearanceAboveM = ELIGIBILITY_THRESHOLDS.shipCrossing.changiClearanceAboveM,
    fees,
  }: InitDataContext,
) {
  return {
    today,
    publicHolidays: [...holidays],
    temporaryRestrictedAreas: areasInForce(temporaryAreas, today),
    shipCrossingClearanceAboveM,
    leadTimeWorkingDays: leadTimeWorkingDays(category),
    earliestStartDate: earliestStartDate(category, { today, holidays }),
    maxDateTimeRows: MAX_DATE_TIME_ROWS,
    minSafetyPersonnel: MIN_SAFETY_PERSONNEL,
    maxSafetyPersonnel: MAX_SAFETY_PERSONNEL,
    declarations: { ...APPLICATION_DECLARATIONS },
    ...(fees ? { fees } : {}),
  };
}

export function aerialActivityInitData(context: InitDataContext): AerialActivityInitData {
  return {
    ...formRules(4, context),
    activityTypes: AERIAL_ACTIVITY_TYPES.map(({ code, label }) => ({ code, label })),
    restrictedInMilitaryHours: [...ACTIVITIES_RESTRICTED_IN_MILITARY_HOURS],
    laserTypes: options(LASER_TYPES),
  };
}

export function shipInitData(context: InitDataContext): ShipInitData {
  return formRules(3, context);
}

export function aerialPhotoInitData(context: InitDataContext): AerialPhotoInitData {
  return {
    ...formRules(1, context),
    yesNo: options(YES_NO),
    questions: { ...AERIAL_PHOTOGRAPHY_QUESTIONS },
  };
}

export function craneInitData(context: InitDataContext): CraneInitData {
  return {
    ...formRules(2, context),
    yesNo: options(YES_NO),
    machinerySets: options(MACHINERY_SETS),
    questions: { ...CRANE_QUESTIONS },
  };
}
