import { z } from 'zod';
import { AERIAL_ACTIVITY_CODES } from '../activity/aerial-activity-types.js';
import { CATEGORY_IDS } from '../activity/categories.js';
import { MAX_DATE_TIME_ROWS } from '../activity/date-time-rows.js';
import { applicationLocationSchema } from '../geo/location.js';
import { ROUTE_PATHS } from '../navigation/route-paths.js';
import {
  activityHeightSchema,
  enquiryTimeRowSchema,
  HEIGHT_REFERENCES,
  HEIGHT_UNITS,
  type EligibilityEnquiry,
} from './enquiry-schema.js';

// ENQ-14: the Enquiry Tool's "Start an application" carries its answers to /apply/permit in the
// address's search parameters, so the application form starts filled in. One parameter per answer,
// flat and readable; the two structured answers (the location and the date/time rows) are JSON.
// `category` and `activityType` are the same parameters /home's cards use.
//
//   /apply/permit?category=4&activityType=KITE
//     &location={"kind":"point","point":{"latitude":"1.304","longitude":"103.8745"}}
//     &height=300&heightUnit=ft&heightReference=AMSL
//     &dateTimeRows=[{"startDate":"2026-03-01","endDate":"2026-03-01","startTime":"20:00","endTime":"22:00"}]
//     &vesselHeightM=40 &siteGroundElevationM=15 &workingHeightM=60
//     &overCongestedArea=yes &nearOpenAirAssembly=no
//
// The address can be edited by anyone, so the reader trusts nothing: each parameter is checked on
// its own with the same schemas as the enquiry, and one that fails is left out, not the others.

/** A JSON parameter, parsed and then checked with `schema`. */
function jsonParam<T extends z.ZodType>(schema: T) {
  return z
    .string()
    .max(20_000)
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

const numberParam = (schema: z.ZodNumber) =>
  z
    .string()
    .regex(/^\d{1,6}(\.\d{1,4})?$/)
    .transform(Number)
    .pipe(schema);

const yesNoParam = z.enum(['yes', 'no']).transform((answer) => answer === 'yes');

/** The search parameters of ENQ-14, each optional; the shape the application form reads. */
export const enquiryPrefillParamsSchema = z.object({
  category: z
    .enum(CATEGORY_IDS.map(String) as [string, ...string[]])
    .transform((id) => Number(id) as EligibilityEnquiry['category']),
  activityType: z.enum(AERIAL_ACTIVITY_CODES),
  location: jsonParam(applicationLocationSchema),
  height: numberParam(activityHeightSchema.shape.value),
  heightUnit: z.enum(HEIGHT_UNITS),
  heightReference: z.enum(HEIGHT_REFERENCES),
  dateTimeRows: jsonParam(z.array(enquiryTimeRowSchema).min(1).max(MAX_DATE_TIME_ROWS)),
  vesselHeightM: numberParam(z.number().nonnegative().max(1_000)),
  siteGroundElevationM: numberParam(z.number().max(1_000)),
  workingHeightM: numberParam(z.number().nonnegative().max(2_000)),
  overCongestedArea: yesNoParam,
  nearOpenAirAssembly: yesNoParam,
});
export type EnquiryPrefillParam = keyof typeof enquiryPrefillParamsSchema.shape;

/** What the application form can take from an enquiry: any of its answers, each checked. */
export interface EnquiryPrefill {
  category?: EligibilityEnquiry['category'];
  activity?: EligibilityEnquiry['activity'];
  location?: EligibilityEnquiry['location'];
  height?: EligibilityEnquiry['height'];
  dateTimeRows?: EligibilityEnquiry['dateTimeRows'];
  vesselHeightM?: number;
  siteGroundElevationM?: number;
  workingHeightM?: number;
  overCongestedArea?: boolean;
  nearOpenAirAssembly?: boolean;
}

/** The enquiry's answers as search parameters (the Enquiry Tool's link). */
export function enquiryPrefillParams(enquiry: EligibilityEnquiry): URLSearchParams {
  const params = new URLSearchParams({ category: String(enquiry.category) });
  const set = (name: EnquiryPrefillParam, value: string | number | undefined) => {
    if (value !== undefined) params.set(name, String(value));
  };
  const yesNo = (answer: boolean | undefined) =>
    answer === undefined ? undefined : answer ? 'yes' : 'no';
  set('activityType', enquiry.activity);
  set('location', JSON.stringify(enquiry.location));
  set('height', enquiry.height?.value);
  set('heightUnit', enquiry.height?.unit);
  set('heightReference', enquiry.height?.reference);
  if (enquiry.dateTimeRows?.length) set('dateTimeRows', JSON.stringify(enquiry.dateTimeRows));
  set('vesselHeightM', enquiry.vesselHeightM);
  set('siteGroundElevationM', enquiry.siteGroundElevationM);
  set('workingHeightM', enquiry.workingHeightM);
  set('overCongestedArea', yesNo(enquiry.aerialPhotography?.overCongestedArea));
  set('nearOpenAirAssembly', yesNo(enquiry.aerialPhotography?.nearOpenAirAssembly));
  return params;
}

/** The address of "Start an application" for an enquiry. */
export function enquiryApplicationHref(enquiry: EligibilityEnquiry): string {
  return `${ROUTE_PATHS.applyPermit}?${enquiryPrefillParams(enquiry).toString()}`;
}

/** Reads the parameters of ENQ-14; a missing or bad parameter is simply absent from the answer. */
export function readEnquiryPrefill(params: URLSearchParams): EnquiryPrefill {
  const read = <K extends EnquiryPrefillParam>(name: K) => {
    const text = params.get(name);
    if (text === null) return undefined;
    const parsed = enquiryPrefillParamsSchema.shape[name].safeParse(text);
    return parsed.success
      ? (parsed.data as z.output<(typeof enquiryPrefillParamsSchema.shape)[K]>)
      : undefined;
  };
  const heightValue = read('height');
  const heightUnit = read('heightUnit');
  const heightReference = read('heightReference');
  const prefill: EnquiryPrefill = {
    category: read('category'),
    activity: read('activityType'),
    location: read('location'),
    height:
      heightValue !== undefined && heightUnit && heightReference
        ? { value: heightValue, unit: heightUnit, reference: heightReference }
        : undefined,
    dateTimeRows: read('dateTimeRows'),
    vesselHeightM: read('vesselHeightM'),
    siteGroundElevationM: read('siteGroundElevationM'),
    workingHeightM: read('workingHeightM'),
    overCongestedArea: read('overCongestedArea'),
    nearOpenAirAssembly: read('nearOpenAirAssembly'),
  };
  return Object.fromEntries(
    Object.entries(prefill).filter(([, value]) => value !== undefined),
  ) as EnquiryPrefill;
}
