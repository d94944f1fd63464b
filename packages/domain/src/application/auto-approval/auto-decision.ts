import { formatFt } from '../../eligibility/eligibility-format.js';
import type { EligibilityResult } from '../../eligibility/eligibility-result.js';
import { overlapsMilitaryHours } from '../../validation/military-hours.js';
import { dailySpans } from '../../activity/date-time-rows.js';
import type { AutoApprovalFacts } from './auto-approval-facts.js';
import type { AutoApprovalPolicy, AutoApprovalRule } from './auto-approval-policy.js';

// Whether the portal approves an application itself, at once, under the authority's policy
// (OFF-56, OFF-57): the one rule of its category and activity type must hold in every respect;
// otherwise it waits for an officer, and the answer says why. Two things no rule can waive: the
// fee is paid, and no temporary restricted area is closed at the site on the asked dates.

export type AutoDecision =
  | {
      decision: 'approve';
      ruleId: string;
      conditions: string;
      /** The asked period, whole: the approval's validity. */
      validFrom: string;
      validTo: string;
    }
  | { decision: 'none'; ruleId?: string; reason: string };

export const AUTO_DECISION_REASONS = {
  noRule: 'No rule of the policy covers this category and activity type.',
  feeOwed: 'The fee is not paid.',
  notJudged: "The Enquiry Tool's rules could not judge the answers.",
  verdict: (verdict: string) => `The verdict ${verdict} is not one the rule accepts.`,
  temporaryArea: 'A temporary restricted area is closed at the site on the asked dates.',
  militaryHours: 'An asked date and time overlaps the military operating hours.',
  zone: (name: string) => `The verdict names a zone: ${name}.`,
  noHeight: 'The form gives no height.',
  tooHigh: (heightFt: number, maxFt: number) =>
    `The activity reaches ${formatFt(heightFt)}, above the rule's ${formatFt(maxFt)}.`,
  noDates: 'No dates are asked.',
} as const;

function ruleFor(policy: AutoApprovalPolicy, facts: AutoApprovalFacts) {
  return policy.rules.find(
    (rule) =>
      rule.category === facts.category &&
      (rule.activityTypes === undefined ||
        rule.activityTypes.some((type) => type === facts.activityType)),
  );
}

function overlapsMilitary(facts: AutoApprovalFacts): boolean {
  return facts.dateTimeRows.some((row) =>
    dailySpans(row).some(([start, end]) => overlapsMilitaryHours(start, end)),
  );
}

/** The first condition of the rule the application does not meet, or undefined when it meets all. */
function unmetCondition(
  rule: AutoApprovalRule,
  facts: AutoApprovalFacts,
  eligibility: EligibilityResult | undefined,
): string | undefined {
  if (!facts.feePaid) return AUTO_DECISION_REASONS.feeOwed;
  if (!eligibility) return AUTO_DECISION_REASONS.notJudged;
  if (!rule.verdicts.some((verdict) => verdict === eligibility.verdict)) {
    return AUTO_DECISION_REASONS.verdict(eligibility.verdict);
  }
  if (eligibility.reasons.some((reason) => reason.code === 'TEMPORARY_RESTRICTED_AREA')) {
    return AUTO_DECISION_REASONS.temporaryArea;
  }
  if (rule.outsideMilitaryHours && overlapsMilitary(facts)) {
    return AUTO_DECISION_REASONS.militaryHours;
  }
  const zone = eligibility.reasons.find((reason) => reason.zone !== undefined)?.zone;
  if (rule.outsideEveryZone && zone) return AUTO_DECISION_REASONS.zone(zone.name);
  if (rule.maxHeightFt !== undefined) {
    if (facts.heightFt === undefined) return AUTO_DECISION_REASONS.noHeight;
    if (facts.heightFt > rule.maxHeightFt) {
      return AUTO_DECISION_REASONS.tooHigh(facts.heightFt, rule.maxHeightFt);
    }
  }
  return undefined;
}

export function autoDecision(
  policy: AutoApprovalPolicy,
  facts: AutoApprovalFacts,
  eligibility: EligibilityResult | undefined,
): AutoDecision {
  const rule = ruleFor(policy, facts);
  if (!rule) return { decision: 'none', reason: AUTO_DECISION_REASONS.noRule };
  const unmet = unmetCondition(rule, facts, eligibility);
  if (unmet) return { decision: 'none', ruleId: rule.id, reason: unmet };
  const { firstStartDate: validFrom, lastEndDate: validTo } = facts;
  if (!validFrom || !validTo) {
    return { decision: 'none', ruleId: rule.id, reason: AUTO_DECISION_REASONS.noDates };
  }
  return { decision: 'approve', ruleId: rule.id, conditions: rule.conditions, validFrom, validTo };
}
