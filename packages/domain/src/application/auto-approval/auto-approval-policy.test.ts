import { describe, expect, it } from 'vitest';
import { parseAutoApprovalPolicyFile } from './auto-approval-policy.js';

// OFF-56: the policy file is checked whole at start; what is wrong is named by its place in the
// file, so the authority can fix it.

const RULE = {
  id: 'low-kites',
  category: 4,
  activityTypes: ['KITE'],
  verdicts: ['NO_PERMIT_REQUIRED'],
  conditions: 'Keep 30 m from people.',
};

const parse = (rules: object[]) => parseAutoApprovalPolicyFile(JSON.stringify({ rules }));

describe('the auto-approval policy file', () => {
  it('reads the rules, zones and military hours ruled out unless a rule says otherwise', () => {
    expect(parse([RULE])).toEqual({
      success: true,
      value: { rules: [{ ...RULE, outsideEveryZone: true, outsideMilitaryHours: true }] },
    });
  });

  it('takes no rule: the empty policy', () => {
    expect(parse([])).toEqual({ success: true, value: { rules: [] } });
  });

  it.each([
    ['text that is not JSON', '{ rules: ', 'is not JSON'],
    [
      'a key it does not know',
      JSON.stringify({ rules: [], default: 'approve' }),
      /Unrecognized key/,
    ],
    [
      'a "not allowed" verdict',
      JSON.stringify({ rules: [{ ...RULE, verdicts: ['NOT_ALLOWED'] }] }),
      /^rules\.0\.verdicts\.0: /,
    ],
    [
      'no conditions',
      JSON.stringify({ rules: [{ ...RULE, conditions: ' ' }] }),
      /^rules\.0\.conditions: /,
    ],
    [
      'an activity type outside aerial activities',
      JSON.stringify({ rules: [{ ...RULE, category: 2 }] }),
      'rules.0.activityTypes: only aerial activities (category 4) have activity types',
    ],
    [
      'two rules for one activity type',
      JSON.stringify({
        rules: [
          { ...RULE, activityTypes: undefined },
          { ...RULE, id: 'kites-again' },
        ],
      }),
      'rules.1.category: rule low-kites already covers this category and activity type',
    ],
    [
      'two rules of one name',
      JSON.stringify({ rules: [RULE, { ...RULE, activityTypes: ['LASERS'] }] }),
      'rules.1.id: another rule is named low-kites',
    ],
    [
      'a name that is not a plain word',
      JSON.stringify({ rules: [{ ...RULE, id: 'Low kites' }] }),
      /^rules\.0\.id: must be lower-case/,
    ],
  ])('refuses %s, saying where', (_case, text, problem) => {
    const parsed = parseAutoApprovalPolicyFile(text);
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.problem).toMatch(problem);
  });

  it('allows one rule per activity type of aerial activities', () => {
    expect(
      parse([RULE, { ...RULE, id: 'low-balloons', activityTypes: ['BHOISTING'] }]),
    ).toMatchObject({ success: true });
  });
});
