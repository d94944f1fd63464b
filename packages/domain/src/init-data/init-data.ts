import { z } from 'zod/mini';
import { CATEGORY_IDS } from '../application/categories.js';
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
});

export type InitData = z.infer<typeof initDataSchema>;
