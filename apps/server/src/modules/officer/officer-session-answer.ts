import type { OfficerSessionAnswer } from '@aviation-permits/domain';
import type { OfficerSession } from '../../platform/officer-sessions/officer-session.service.js';

// What the status call and each sign-in step answer about the officer session (OFF-5).

export function officerSessionAnswer(session: OfficerSession): OfficerSessionAnswer {
  return { stage: session.stage, officer: session.officer };
}
