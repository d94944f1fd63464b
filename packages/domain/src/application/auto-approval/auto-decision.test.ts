import { describe, expect, it } from 'vitest';
import { applicationEligibility } from '../application-eligibility.js';
import { SITES } from '../../geo/eligibility-sites.fixture.js';
import { testTemporaryArea } from '../../geo/temporary-restricted-area.fixture.js';
import type { LatLng } from '../../geo/lat-lng.js';
import type { TemporaryRestrictedArea } from '../../geo/temporary-restricted-areas.js';
import { applicationDraftSchema } from '../forms/application-form.js';
import { CRANE, SHIP_CROSSING, VALID_ROW, aerialActivity } from '../forms/example-forms.fixture.js';
import { autoApprovalFactsOf } from './auto-approval-facts.js';
import {
  autoApprovalPolicySchema,
  EMPTY_AUTO_APPROVAL_POLICY,
  type AutoApprovalPolicy,
} from './auto-approval-policy.js';
import { AUTO_DECISION_REASONS, autoDecision } from './auto-decision.js';

// OFF-56, OFF-57: an application is approved by the portal only when the one rule of its category
// and activity type holds in every respect, judged on the Enquiry Tool's verdict on its answers;
// otherwise it waits for an officer, and the answer says why.

// The example rows: Monday 23 March 2026, 20:00 to 21:00, after the military operating hours.
const TODAY = '2026-03-02';
const CONDITIONS = 'Fly no higher than 150 ft.\nKeep 30 m from people.';

const POLICY: AutoApprovalPolicy = autoApprovalPolicySchema.parse({
  rules: [
    {
      id: 'low-kites-away-from-aerodromes',
      category: 4,
      activityTypes: ['KITE'],
      verdicts: ['NO_PERMIT_REQUIRED'],
      maxHeightFt: 200,
      conditions: CONDITIONS,
    },
  ],
});

const point = ({ lat, lng }: LatLng) => ({
  kind: 'point',
  point: { latitude: lat.toFixed(6), longitude: lng.toFixed(6) },
});

function decide(
  form: object,
  {
    feePaid = true,
    policy = POLICY,
    areas = [],
  }: { feePaid?: boolean; policy?: AutoApprovalPolicy; areas?: TemporaryRestrictedArea[] } = {},
) {
  const draft = applicationDraftSchema.parse(form);
  const eligibility = applicationEligibility(draft, { today: TODAY, temporaryAreas: areas });
  return autoDecision(policy, autoApprovalFactsOf(draft, { feePaid }), eligibility);
}

const kite = (changes: object = {}) => ({
  ...aerialActivity('KITE'),
  location: point(SITES.tuasSouth),
  maxHeightFtAboveMsl: '150',
  ...changes,
});

describe('an application the rule covers in every respect is approved', () => {
  it('with the rule’s conditions, for the whole asked period, naming the rule', () => {
    const twoRows = kite({
      dateTimeRows: [VALID_ROW, { ...VALID_ROW, startDate: '2026-03-29', endDate: '2026-03-29' }],
    });
    expect(decide(twoRows)).toEqual({
      decision: 'approve',
      ruleId: 'low-kites-away-from-aerodromes',
      conditions: CONDITIONS,
      validFrom: '2026-03-23',
      validTo: '2026-03-29',
    });
  });
});

describe('anything the rule does not allow leaves the application to an officer', () => {
  it.each([
    [
      'a kite within 5 km of Seletar (a permit, in its zone)',
      kite({ location: point(SITES.nearSeletar) }),
      AUTO_DECISION_REASONS.verdict('PERMIT_REQUIRED'),
    ],
    [
      'a kite near Paya Lebar under its 200 ft limit (no permit, but in its zone)',
      kite({ location: point(SITES.kallang) }),
      AUTO_DECISION_REASONS.zone('Within 10 km of Paya Lebar Air Base'),
    ],
    [
      'a kite at 201 ft far from every aerodrome (no permit, but above the rule)',
      kite({ maxHeightFtAboveMsl: '201' }),
      AUTO_DECISION_REASONS.tooHigh(201, 200),
    ],
    [
      'a kite flown on a weekday morning (military operating hours)',
      kite({ dateTimeRows: [{ ...VALID_ROW, startTime: '09:00', endTime: '10:00' }] }),
      AUTO_DECISION_REASONS.militaryHours,
    ],
    [
      'a captive balloon (no rule for its type)',
      { ...aerialActivity('BHOISTING'), location: point(SITES.tuasSouth) },
      AUTO_DECISION_REASONS.noRule,
    ],
    ['a crane (no rule for its category)', CRANE, AUTO_DECISION_REASONS.noRule],
  ])('%s', (_case, form, reason) => {
    expect(decide(form)).toMatchObject({ decision: 'none', reason });
  });

  it('an unpaid fee, whatever the rule says', () => {
    expect(decide(kite(), { feePaid: false })).toEqual({
      decision: 'none',
      ruleId: 'low-kites-away-from-aerodromes',
      reason: AUTO_DECISION_REASONS.feeOwed,
    });
  });

  it('a temporary restricted area closed at the site on the asked dates, even when zones are allowed', () => {
    const anywhere = autoApprovalPolicySchema.parse({
      rules: [{ ...POLICY.rules[0], verdicts: ['PERMIT_REQUIRED'], outsideEveryZone: false }],
    });
    expect(
      decide(kite(), { policy: anywhere, areas: [testTemporaryArea('2026-03-23')] }),
    ).toMatchObject({ decision: 'none', reason: AUTO_DECISION_REASONS.temporaryArea });
  });

  it('answers that could not be judged (no location drawn)', () => {
    expect(decide(kite({ location: undefined }))).toMatchObject({
      decision: 'none',
      reason: AUTO_DECISION_REASONS.notJudged,
    });
  });

  it('no height given, when the rule limits it', () => {
    const anyVerdict = autoApprovalPolicySchema.parse({
      rules: [{ ...POLICY.rules[0], verdicts: ['NO_PERMIT_REQUIRED', 'PERMIT_REQUIRED'] }],
    });
    expect(decide(kite({ maxHeightFtAboveMsl: '' }), { policy: anyVerdict })).toMatchObject({
      decision: 'none',
      reason: AUTO_DECISION_REASONS.noHeight,
    });
  });
});

describe('a rule may relax its defaults', () => {
  it('zones and military hours allowed, a vessel under its height limit is approved', () => {
    const vessels = autoApprovalPolicySchema.parse({
      rules: [
        {
          id: 'vessels-under-50-m',
          category: 3,
          verdicts: ['NO_PERMIT_REQUIRED', 'PERMIT_REQUIRED'],
          outsideEveryZone: false,
          outsideMilitaryHours: false,
          maxHeightFt: 165,
          conditions: 'Keep to the fairway.',
        },
      ],
    });
    const morning = { ...SHIP_CROSSING, dateTimeRows: [{ ...VALID_ROW, startTime: '09:00' }] };
    // 42 m is 137.8 ft.
    expect(decide(morning, { policy: vessels })).toMatchObject({
      decision: 'approve',
      ruleId: 'vessels-under-50-m',
    });
    expect(decide({ ...morning, vesselHeightM: '51' }, { policy: vessels })).toMatchObject({
      decision: 'none',
      reason: AUTO_DECISION_REASONS.tooHigh(51 / 0.3048, 165),
    });
  });
});

describe('the default policy', () => {
  it('decides nothing, even an application every rule would allow', () => {
    expect(decide(kite(), { policy: EMPTY_AUTO_APPROVAL_POLICY })).toEqual({
      decision: 'none',
      reason: AUTO_DECISION_REASONS.noRule,
    });
  });
});

describe('the facts the policy reads', () => {
  it.each([
    ['a kite: its height above sea level', kite(), 150],
    [
      'a captive balloon: its height above the ground plus the ground elevation',
      { ...aerialActivity('BHOISTING'), siteGroundElevationM: '' },
      120,
    ],
    ['a crane: its ground elevation plus working height', CRANE, (15.2 + 45.5) / 0.3048],
    [
      'a crane without its ground elevation: none',
      { ...CRANE, siteGroundElevationM: '' },
      undefined,
    ],
  ])('%s', (_case, form, heightFt) => {
    const facts = autoApprovalFactsOf(applicationDraftSchema.parse(form), { feePaid: true });
    if (heightFt === undefined) expect(facts.heightFt).toBeUndefined();
    else expect(facts.heightFt).toBeCloseTo(heightFt, 6);
  });
});
