import { z } from 'zod';
import { applicationLocationSchema } from '../../geo/location.js';
import { FILE_MESSAGES } from '../../messages/file-messages.js';
import { mandatoryMessage } from '../../messages/validation-messages.js';
import { PORTAL_CONSTANTS } from '../../constants/portal-constants.js';
import { PROFILE_FIELD_LABELS } from '../../profile/profile-fields.js';
import { dateTimeRowsDraftSchema, dateTimeRowsSubmissionSchema } from './date-time-row-schemas.js';
import type { RowRuleOptions } from '../../activity/date-time-rows.js';
import { declarationsDraftSchema, declarationsSubmissionSchema } from './declarations.js';
import { draftShape, submissionShape, type FormFields } from './form-fields.js';
import { safetyPersonnelDraftSchema, safetyPersonnelSubmissionSchema } from './safety-personnel.js';

// The fields every application has (APP-10), at both levels. The reference and
// status are the server's, never the form's, so they are not here.

/**
 * The operator company's address, filled from its postal code (APP-21). It is a local address
 * like the profile's (ACC-19): the same labels, so the same messages, and the same rules (block
 * and street mandatory, a whole-number level). Drafts saved before these fields existed still
 * load: every field is optional at draft level.
 */
export const OPERATOR_ADDRESS_FIELDS = {
  operatorBlockHouseNo: { label: PROFILE_FIELD_LABELS.blockHouseNo, kind: 'text' },
  operatorStreetName: { label: PROFILE_FIELD_LABELS.streetName, kind: 'text' },
  operatorLevelNo: { label: PROFILE_FIELD_LABELS.levelNo, kind: 'whole', required: false },
  operatorUnitNo: { label: PROFILE_FIELD_LABELS.unitNo, kind: 'text', required: false },
  operatorBuildingName: {
    label: PROFILE_FIELD_LABELS.buildingName,
    kind: 'text',
    required: false,
  },
} as const satisfies FormFields;

export const COMMON_FIELDS = {
  venue: { label: 'Venue', kind: 'text' },
  purpose: { label: 'Purpose', kind: 'multiline' },
  remarks: { label: 'Remarks', kind: 'multiline', required: false },
  operatorCompanyName: { label: 'Operator Company Name', kind: 'text' },
  operatorPostalCode: { label: PROFILE_FIELD_LABELS.postalCode, kind: 'postalCode' },
  ...OPERATOR_ADDRESS_FIELDS,
  safetyMeasures: { label: 'Safety Measures', kind: 'multiline' },
} as const satisfies FormFields;

/** Categories 1 to 3 describe their activity in words; category 4 picks one of the six types. */
export const ACTIVITY_TYPE_TEXT_FIELD = {
  activityType: { label: 'Type of Activity', kind: 'text' },
} as const satisfies FormFields;

export const LOCATION_LABEL = 'Location on map';

export const documentIdSchema = z.uuid({ error: 'Supporting document is invalid' });

const documentIdsSchema = z
  .array(documentIdSchema)
  .max(PORTAL_CONSTANTS.maxFilesPerApplication, FILE_MESSAGES.maxApplicationFiles);

export const commonDraftShape = {
  ...draftShape(COMMON_FIELDS),
  dateTimeRows: dateTimeRowsDraftSchema,
  location: applicationLocationSchema.optional(),
  safetyPersonnel: safetyPersonnelDraftSchema,
  supportingDocumentIds: documentIdsSchema.optional(),
  declarations: declarationsDraftSchema,
};

/**
 * A missing location gets the mandatory message without stopping the form's other rules (the
 * location schema's own message would stop them, and an optional schema is skipped when absent).
 */
const locationSubmissionSchema = z
  .unknown()
  .prefault(undefined)
  .superRefine((location, context) => {
    if (location === undefined) {
      context.addIssue({ code: 'custom', message: mandatoryMessage(LOCATION_LABEL) });
    }
  })
  .pipe(applicationLocationSchema);

export function commonSubmissionShape(options: RowRuleOptions) {
  return {
    ...submissionShape(COMMON_FIELDS),
    dateTimeRows: dateTimeRowsSubmissionSchema(options),
    location: locationSubmissionSchema,
    safetyPersonnel: safetyPersonnelSubmissionSchema,
    supportingDocumentIds: documentIdsSchema.prefault([]),
    declarations: declarationsSubmissionSchema,
  };
}
