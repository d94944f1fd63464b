import { z } from 'zod';
import { CATEGORY_IDS } from '../activity/categories.js';
import { SERVICE_BASE_PATHS } from '../http/service-paths.js';
import { safeString } from '../validation/safe-text.js';
import { PERMIT_VERIFICATION_STATES } from './permit-verification.js';

// The issued permit's call (PRM-8 to PRM-10, docs/permits.md): the public verification that the
// permit's QR code opens. The page addresses and the download link are in permit-paths.ts.

export const PERMIT_API_PATHS = {
  /** GET with ?reference=&c=, open to everyone: what the verification page shows (PRM-8). */
  verify: `${SERVICE_BASE_PATHS.permits}/permit/verify`,
} as const;

/** The short code printed on the permit: 10 characters of Crockford's base 32 (no I, L, O, U). */
export const PERMIT_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const PERMIT_CODE_LENGTH = 10;

const MAX_LOOKUP_LENGTH = 64;

/**
 * GET PERMIT_API_PATHS.verify. Any reference and code of a sane length is looked up: a wrong code
 * answers "not found" as an unknown reference does, never a 400 that would tell them apart.
 */
export const permitVerifyQuerySchema = z.object({
  reference: safeString('Reference').max(MAX_LOOKUP_LENGTH),
  c: safeString('Code').max(MAX_LOOKUP_LENGTH),
});
export type PermitVerifyQuery = z.infer<typeof permitVerifyQuerySchema>;

/**
 * The answer: the permit's standing with the category, dates and holder's name and nothing more
 * personal (PRM-8), or only `found: false`, the same for an unknown reference and a wrong code
 * (PRM-9).
 */
export const permitVerificationSchema = z.discriminatedUnion('found', [
  z.object({
    found: z.literal(true),
    state: z.literal(PERMIT_VERIFICATION_STATES),
    reference: z.string(),
    categoryId: z.literal(CATEGORY_IDS),
    holderName: z.string(),
    validFrom: z.string().describe('YYYY-MM-DD'),
    validTo: z.string().describe('YYYY-MM-DD'),
  }),
  z.object({ found: z.literal(false) }),
]);
export type PermitVerification = z.infer<typeof permitVerificationSchema>;
