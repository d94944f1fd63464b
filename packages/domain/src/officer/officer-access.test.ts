import { describe, expect, it } from 'vitest';
import {
  officerMayEnter,
  officerStageOf,
  type OfficerRequirement,
  type OfficerStage,
} from './officer-access.js';
import type { OfficerRole } from './officer-roles.js';

describe('the stage of an officer session (OFF-3)', () => {
  it.each([
    [false, false, 'enrolment'],
    [false, true, 'second-factor'],
    [true, true, 'signed-in'],
  ] as const)('second factor done: %s, enrolled: %s → %s', (secondFactorDone, enrolled, stage) => {
    expect(officerStageOf({ secondFactorDone, enrolled })).toBe(stage);
  });
});

describe('which officer session may make which call (OFF-5, OFF-7)', () => {
  const cases: [OfficerRequirement, OfficerStage, OfficerRole, boolean][] = [
    [true, 'signed-in', 'officer', true],
    [true, 'signed-in', 'supervisor', true],
    [true, 'enrolment', 'officer', false],
    [true, 'second-factor', 'supervisor', false],
    ['supervisor', 'signed-in', 'supervisor', true],
    ['supervisor', 'signed-in', 'officer', false],
    ['supervisor', 'second-factor', 'supervisor', false],
    ['second-factor', 'second-factor', 'officer', true],
    ['second-factor', 'enrolment', 'officer', false],
    ['second-factor', 'signed-in', 'supervisor', false],
    ['enrolment', 'enrolment', 'officer', true],
    ['enrolment', 'second-factor', 'officer', false],
    ['enrolment', 'signed-in', 'officer', false],
    ['any-stage', 'enrolment', 'officer', true],
    ['any-stage', 'signed-in', 'supervisor', true],
  ];

  it.each(cases)('%s, a %s %s: %s', (requirement, stage, role, allowed) => {
    expect(officerMayEnter(requirement, { stage, role })).toBe(allowed);
  });
});
