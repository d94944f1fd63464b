import type { OfficerSessionAnswer, OfficerStage } from '@aviation-permits/domain/officer';

/** The officer service's session answer (OFF-5), as a test's fake server gives it. */
export function officerSessionAnswer(
  stage: OfficerStage,
  officer: Partial<OfficerSessionAnswer['officer']> = {},
): OfficerSessionAnswer {
  return {
    stage,
    officer: {
      id: '3f1e4a52-0d3b-4f6e-9a8b-0000000000aa',
      email: 'desk@caa.example',
      displayName: 'Desk Officer',
      role: 'officer',
      enrolled: true,
      ...officer,
    },
    idleTimeoutMs: 15 * 60 * 1000,
  };
}
