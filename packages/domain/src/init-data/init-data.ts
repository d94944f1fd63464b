import { z } from 'zod/mini';
import { CATEGORY_IDS } from '../activity/categories.js';
import { temporaryRestrictedAreaSchema } from '../geo/temporary-restricted-areas.js';
import { portalConstantsSchema } from './portal-constants-schema.js';

// The shared initial data of GET /permits-service/v1/application/common/init-data (APP-8; its
// shape is ours, as the specification does not show it).

const optionListSchema = z.array(z.object({ value: z.string(), label: z.string() }));

export const initDataSchema = z.object({
  categories: z.array(
    z.object({
      id: z.literal(CATEGORY_IDS),
      name: z.string(),
      cardTitle: z.string(),
      cardHeader: z.string(),
      description: z.string(),
    }),
  ),
  aerialActivityTypes: z.array(z.object({ code: z.string(), label: z.string() })),
  accountStatuses: z.array(z.string()),
  dashboardCategories: z.array(z.object({ key: z.string(), label: z.string() })),
  options: z.object({
    salutations: optionListSchema,
    idTypes: optionListSchema,
    contactModes: optionListSchema,
    designations: optionListSchema,
    companyRoles: optionListSchema,
    addressTypes: optionListSchema,
    premisesTypes: optionListSchema,
  }),
  constants: portalConstantsSchema,
  countries: z.array(z.object({ code: z.string().check(z.length(2)), name: z.string() })),
  /** The server's today in Singapore, 'YYYY-MM-DD': the Enquiry Tool judges dates against it. */
  today: z.string(),
  /** The temporary restricted areas in force from today on, as the server serves them (ENQ-12). */
  temporaryRestrictedAreas: z.array(temporaryRestrictedAreaSchema),
  /** ENQ-10: the server's configured vessel height (m) that needs a clearance under Changi's paths. */
  shipCrossingClearanceAboveM: z.number().check(z.positive()),
});

export type InitData = z.infer<typeof initDataSchema>;
