import { z } from 'zod';
import { officerText } from '../../officer/officer-application-api.js';
import {
  AERIAL_ACTIVITY_CODES,
  type AerialActivityCode,
} from '../../activity/aerial-activity-types.js';
import { CATEGORY_IDS } from '../../activity/categories.js';
import { parseJsonFile, type JsonFileResult } from '../../validation/json-file.js';

// The authority's auto-approval policy (OFF-56), decisions within published limits as LAANC makes
// them for drones: per category and, for aerial activities, per activity type, the rule an
// application must meet to be approved at once by the portal, and the standard conditions its
// permit then carries. The server reads it from AUTO_APPROVAL_POLICY_FILE; the default is the
// empty policy, under which nothing is decided automatically.

/** "Not allowed" never qualifies: such an application is refused at submission anyway. */
const QUALIFYING_VERDICTS = ['NO_PERMIT_REQUIRED', 'PERMIT_REQUIRED'] as const;

const RULE_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const autoApprovalRuleSchema = z.strictObject({
  /** Names the rule in the status history, the audit trail and the logs. */
  id: z.string().max(64).regex(RULE_ID, 'must be lower-case letters and digits, joined by hyphens'),
  category: z.literal(CATEGORY_IDS),
  /** Aerial activities (category 4) only: the activity types it covers; absent, every type. */
  activityTypes: z.array(z.enum(AERIAL_ACTIVITY_CODES)).min(1).optional(),
  /** The Enquiry Tool's verdicts on the application's answers (ENQ-3) that qualify. */
  verdicts: z.array(z.enum(QUALIFYING_VERDICTS)).min(1),
  /**
   * True (the default): no reason of the verdict may name a zone: an aerodrome's, a flight
   * funnel's, a height-limit zone or a temporary restricted area.
   */
  outsideEveryZone: z.boolean().default(true),
  /** True (the default): no asked date and time overlaps the military operating hours. */
  outsideMilitaryHours: z.boolean().default(true),
  /**
   * The highest the activity may reach, in feet above mean sea level as the Enquiry Tool's rules
   * read the form; an application that gives no height then does not qualify. Absent: no limit.
   */
  maxHeightFt: z.number().positive().max(100_000).optional(),
  /** The standard conditions the permit carries, as an officer's approval would (OFF-20). */
  conditions: officerText('Conditions'),
});
export type AutoApprovalRule = z.infer<typeof autoApprovalRuleSchema>;

/** Whether two rules could both claim one application: one rule decides each. */
function overlap(first: AutoApprovalRule, second: AutoApprovalRule): boolean {
  if (first.category !== second.category) return false;
  const covers = (rule: AutoApprovalRule, type: AerialActivityCode) =>
    rule.activityTypes === undefined || rule.activityTypes.includes(type);
  return (
    first.category !== 4 ||
    AERIAL_ACTIVITY_CODES.some((type) => covers(first, type) && covers(second, type))
  );
}

export const autoApprovalPolicySchema = z
  .strictObject({ rules: z.array(autoApprovalRuleSchema).max(100) })
  .superRefine(({ rules }, context) => {
    rules.forEach((rule, index) => {
      if (rule.activityTypes !== undefined && rule.category !== 4) {
        context.addIssue({
          code: 'custom',
          path: ['rules', index, 'activityTypes'],
          message: 'only aerial activities (category 4) have activity types',
        });
      }
      const earlier = rules.slice(0, index);
      if (earlier.some((other) => other.id === rule.id)) {
        context.addIssue({
          code: 'custom',
          path: ['rules', index, 'id'],
          message: `another rule is named ${rule.id}`,
        });
      }
      const claimed = earlier.find((other) => overlap(other, rule));
      if (claimed) {
        context.addIssue({
          code: 'custom',
          path: ['rules', index, 'category'],
          message: `rule ${claimed.id} already covers this category and activity type`,
        });
      }
    });
  });
export type AutoApprovalPolicy = z.infer<typeof autoApprovalPolicySchema>;

/** The default: no rule, so every application waits for an officer. */
export const EMPTY_AUTO_APPROVAL_POLICY: AutoApprovalPolicy = { rules: [] };

/** The file's text as a policy, or one line saying what is wrong and where ("rules.0.id: …"). */
export function parseAutoApprovalPolicyFile(text: string): JsonFileResult<AutoApprovalPolicy> {
  return parseJsonFile(autoApprovalPolicySchema, text);
}
