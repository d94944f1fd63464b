import { ELIGIBILITY_NOTES } from '../eligibility-notes.js';
import type { RuleFindings } from '../eligibility-result.js';
import { findings } from './rule-helpers.js';

// Lasers, lights and fireworks (ENQ-9; domain-facts table): a permit or approval always.

export function lightDisplayRule(): RuleFindings {
  return findings(
    [
      {
        code: 'LIGHT_DISPLAY_ALWAYS',
        outcome: 'PERMIT_REQUIRED',
        message: 'Every laser or other light display needs a light-display permit.',
      },
    ],
    [ELIGIBILITY_NOTES.lightThresholds],
  );
}

export function fireworksRule(): RuleFindings {
  return findings(
    [
      {
        code: 'FIREWORKS_ALWAYS',
        outcome: 'PERMIT_REQUIRED',
        message: "Every fireworks or pyrotechnics display needs the authority's approval.",
      },
    ],
    [ELIGIBILITY_NOTES.fireworksApprovals],
  );
}
