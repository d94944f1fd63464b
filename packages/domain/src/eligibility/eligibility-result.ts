import { z } from 'zod';

// What the Enquiry Tool answers (docs/requirements.md ENQ-3): a verdict, the reasons that decided
// it (each citing the zone and the limit it read), the lead time and notes. The server's enquiry
// route answers this shape and the page validates it.

export const ELIGIBILITY_VERDICTS = [
  'PERMIT_REQUIRED',
  'NO_PERMIT_REQUIRED',
  'NOT_ALLOWED',
] as const;
export type EligibilityVerdict = (typeof ELIGIBILITY_VERDICTS)[number];

export const eligibilityReasonSchema = z.object({
  /** Stable code of the rule that spoke, e.g. 'KITE_NEAR_AERODROME'. */
  code: z.string(),
  /** What this reason alone decides. */
  outcome: z.enum(ELIGIBILITY_VERDICTS),
  /** One plain-English sentence. */
  message: z.string(),
  /** The zone that decided, with the id its map/zone-data feature carries. */
  zone: z.object({ id: z.string(), name: z.string() }).optional(),
  /** The limit or threshold that decided. */
  threshold: z
    .object({
      value: z.number(),
      unit: z.enum(['ft', 'm', 'km', 'persons']),
      reference: z.literal('AMSL').optional(),
    })
    .optional(),
});
export type EligibilityReason = z.infer<typeof eligibilityReasonSchema>;

export const eligibilityResultSchema = z.object({
  verdict: z.enum(ELIGIBILITY_VERDICTS),
  /** The permit or clearance the category applies for (its /home card title). */
  permitName: z.string(),
  reasons: z.array(eligibilityReasonSchema),
  /** Apply at least this many working days before the activity starts. */
  leadTimeWorkingDays: z.number().int().positive(),
  notes: z.array(z.string()),
});
export type EligibilityResult = z.infer<typeof eligibilityResultSchema>;

/** What one rule contributes. */
export interface RuleFindings {
  reasons: EligibilityReason[];
  notes: string[];
}

/** NOT_ALLOWED outranks PERMIT_REQUIRED, which outranks NO_PERMIT_REQUIRED. */
export function verdictOf(reasons: readonly EligibilityReason[]): EligibilityVerdict {
  if (reasons.some((reason) => reason.outcome === 'NOT_ALLOWED')) return 'NOT_ALLOWED';
  if (reasons.some((reason) => reason.outcome === 'PERMIT_REQUIRED')) return 'PERMIT_REQUIRED';
  return 'NO_PERMIT_REQUIRED';
}
