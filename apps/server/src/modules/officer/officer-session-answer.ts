import type { OfficerSessionAnswer } from '@aviation-permits/domain/officer';
import type {
  OfficerSession,
  OfficerSessionService,
} from '../../platform/officer-sessions/officer-session.service.js';

// What the status call and each sign-in step answer about the officer session (OFF-5), with the
// officer's id, which the console compares with an application's holder (OFF-42), and the session's
// idle time-out, after which the console warns (OFF-45).

export function officerSessionAnswer(
  session: OfficerSession,
  sessions: Pick<OfficerSessionService, 'idleTimeoutMs'>,
): OfficerSessionAnswer {
  return {
    stage: session.stage,
    officer: { id: session.officerId, ...session.officer },
    idleTimeoutMs: sessions.idleTimeoutMs,
  };
}
