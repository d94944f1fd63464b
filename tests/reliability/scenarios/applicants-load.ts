import { figuresOf } from '../lib/figures.js';
import { check, loadWithFault, loadChecks, type Scenario } from './scenario.js';

// Issue 23, item 4, first case (OPS-53): the applicants through nginx across both instances for
// the window, nothing else happening. Zero 5xx, every call answered, every acknowledged write
// found exactly once.

export const applicantsLoad: Scenario = async (context) => {
  const { load, writes } = await loadWithFault(context, context.options.durationS);
  const figures = figuresOf(load.records);
  const failed = load.records.filter(({ status }) => status >= 500 || status === 0);
  return {
    name: 'applicants',
    figures,
    writes,
    checks: [
      check(
        'no call answered 5xx or went unanswered',
        failed.map(({ label, status, detail }) => `${label} ${status} ${detail ?? ''}`),
      ),
      ...loadChecks(load, writes),
    ],
  };
};
