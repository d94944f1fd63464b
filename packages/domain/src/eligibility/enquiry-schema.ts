import { z } from 'zod';
import { AERIAL_ACTIVITY_CODES } from '../activity/aerial-activity-types.js';
import { CATEGORY_IDS } from '../activity/categories.js';
import { applicationLocationSchema } from '../geo/location.js';
import { mandatoryMessage } from '../messages/validation-messages.js';
import { calendarDateSchema } from '../validation/calendar-date-schema.js';

// The Enquiry Tool's question (docs/requirements.md ENQ-1): what, where, how high, when. One
// schema for the page's form result and the server's enquiry route. Numbers are numbers here: the
// page's inputs apply the form rules (numeric-fields.ts) before building this object.

export const HEIGHT_UNITS = ['ft', 'm'] as const;
/** AMSL: above mean sea level (kites); AGL: above the ground (captive balloons). */
export const HEIGHT_REFERENCES = ['AMSL', 'AGL'] as const;

export const activityHeightSchema = z.object({
  value: z.number().nonnegative().max(100_000),
  unit: z.enum(HEIGHT_UNITS),
  reference: z.enum(HEIGHT_REFERENCES),
});
export type ActivityHeight = z.infer<typeof activityHeightSchema>;

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time (HH:mm)');

/** A date/time row as the application forms hold it (date-time-rows.ts), Singapore time. */
export const enquiryTimeRowSchema = z
  .object({
    startDate: calendarDateSchema,
    endDate: calendarDateSchema,
    startTime: clockTime,
    endTime: clockTime,
  })
  .refine((row) => row.startDate <= row.endDate, {
    path: ['endDate'],
    message: 'End Date must be on or after Start Date',
  });

export const aerialPhotographyAnswersSchema = z.object({
  /** Over congested areas or an open-air assembly below 300 m above the highest obstacle. */
  overCongestedArea: z.boolean(),
  /** Over or within 3,000 ft of an open-air assembly of more than 1,000 persons. */
  nearOpenAirAssembly: z.boolean(),
});

export const eligibilityEnquirySchema = z
  .object({
    category: z.union(CATEGORY_IDS.map((id) => z.literal(id))),
    /** Category 4: the aerial activity type. */
    activity: z.enum(AERIAL_ACTIVITY_CODES).optional(),
    location: applicationLocationSchema,
    /** Kites (above mean sea level) and captive balloons (above ground). */
    height: activityHeightSchema.optional(),
    dateTimeRows: z.array(enquiryTimeRowSchema).max(20).optional(),
    /** Ship crossing: waterline to the highest point, metres. */
    vesselHeightM: z.number().nonnegative().max(1_000).optional(),
    /** Cranes: the site's ground elevation above mean sea level, and the working height. */
    siteGroundElevationM: z.number().min(-50).max(1_000).optional(),
    workingHeightM: z.number().nonnegative().max(2_000).optional(),
    aerialPhotography: aerialPhotographyAnswersSchema.optional(),
  })
  .superRefine((enquiry, context) => {
    const require = (present: boolean, path: string, label: string) => {
      if (!present)
        context.addIssue({ code: 'custom', path: [path], message: mandatoryMessage(label) });
    };
    if (enquiry.category === 4) {
      require(enquiry.activity !== undefined, 'activity', 'Type of Activity');
      if (enquiry.activity === 'KITE' || enquiry.activity === 'BHOISTING') {
        require(enquiry.height !== undefined, 'height', 'Maximum Height');
      }
    }
    if (enquiry.category === 2) {
      require(enquiry.siteGroundElevationM !==
        undefined, 'siteGroundElevationM', 'Site Ground Elevation');
      require(enquiry.workingHeightM !== undefined, 'workingHeightM', 'Working Height');
    }
    if (enquiry.category === 3)
      require(enquiry.vesselHeightM !== undefined, 'vesselHeightM', 'Height');
  });
export type EligibilityEnquiry = z.infer<typeof eligibilityEnquirySchema>;
