import { OFFICER_ROLES, OFFICER_STATUSES } from '@aviation-permits/domain/officer';
import { otpRequestSchema } from '@aviation-permits/domain/auth';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { ConflictError, NotFoundError } from '../../errors/http-errors.js';
import type { OfficerSessionService } from '../../platform/officer-sessions/officer-session.service.js';
import type { NewAuditEntry, OfficerAuditRepository } from './officer-audit.repository.js';
import type { OfficerRecord, OfficerRepository } from './officer.repository.js';

// What operators do to officers with `npm run officers` (OFF-1, OFF-6, OFF-9): add one, disable,
// enable, reset the authenticator, list. Officers exist only through these commands: no applicant
// account ever becomes one. Each change writes its audit row (actor `cli:<user>`) in its own
// transaction. Used by the CLI on its own database and by the running server's loopback route.

const actor = z.string().min(1);
const named = { email: z.string().trim().min(1), actor };

export const officerCommandRequestSchema = z.discriminatedUnion('command', [
  z.object({
    command: z.literal('add'),
    email: otpRequestSchema.shape.email,
    role: z.enum(OFFICER_ROLES),
    displayName: z.string().trim().max(200),
    actor,
  }),
  z.object({ command: z.literal('disable'), ...named }),
  z.object({ command: z.literal('enable'), ...named }),
  z.object({ command: z.literal('reset-totp'), ...named }),
  z.object({ command: z.literal('list') }),
]);
export type OfficerCommandRequest = z.infer<typeof officerCommandRequestSchema>;

const officerListingSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  role: z.enum(OFFICER_ROLES),
  status: z.enum(OFFICER_STATUSES),
  enrolled: z.boolean(),
});
export type OfficerListing = z.infer<typeof officerListingSchema>;

export const officerCommandResultSchema = z.object({
  /** The officer the command named (one), or every officer (list). */
  officers: z.array(officerListingSchema),
  /** False when there was nothing to do (already disabled, already active) or for list. */
  changed: z.boolean(),
});
export type OfficerCommandResult = z.infer<typeof officerCommandResultSchema>;

export interface OfficerCommandDependencies {
  db: Database;
  officers: OfficerRepository;
  audit: OfficerAuditRepository;
  /** Ends a disabled or reset officer's sessions in the command's transaction. */
  officerSessions: Pick<OfficerSessionService, 'endOfficerSessions'>;
  now: () => Date;
}

function listingOf(officer: OfficerRecord): OfficerListing {
  const { id, email, displayName, role, status } = officer;
  return { id, email, displayName, role, status, enrolled: officer.totpEnrolledAt !== null };
}

export async function runOfficerCommand(
  dependencies: OfficerCommandDependencies,
  request: OfficerCommandRequest,
): Promise<OfficerCommandResult> {
  const { db, officers, audit, officerSessions, now } = dependencies;
  if (request.command === 'list') {
    return { officers: (await officers.list()).map(listingOf), changed: false };
  }

  const at = now();
  const entry = (officerId: string, action: NewAuditEntry['action'], message?: string) => ({
    at,
    actor: request.actor,
    action,
    subjectType: 'officer',
    subjectId: officerId,
    message: message ?? null,
  });

  if (request.command === 'add') {
    const added = await db.transaction(async (tx) => {
      const officer = await officers.insert({ ...request, at }, tx);
      if (officer === undefined) throw new ConflictError(`${request.email} is already an officer.`);
      await audit.append(entry(officer.id, 'officer.added', `role: ${request.role}`), tx);
      return officer;
    });
    return { officers: [listingOf(added)], changed: true };
  }

  const officer = await officers.findByEmail(request.email);
  if (officer === undefined) {
    throw new NotFoundError(`No officer has the e-mail address ${request.email.toLowerCase()}.`);
  }
  const changed = await db.transaction(async (tx) => {
    switch (request.command) {
      case 'disable':
        if (!(await officers.setStatus(officer.id, 'disabled', at, tx))) return false;
        await officerSessions.endOfficerSessions(officer.id, 'DISABLED', at, tx);
        await audit.append(entry(officer.id, 'officer.disabled'), tx);
        return true;
      case 'enable':
        if (!(await officers.setStatus(officer.id, 'active', at, tx))) return false;
        await audit.append(entry(officer.id, 'officer.enabled'), tx);
        return true;
      case 'reset-totp':
        await officers.resetTotp(officer.id, at, tx);
        await officerSessions.endOfficerSessions(officer.id, 'TOTP_RESET', at, tx);
        await audit.append(entry(officer.id, 'officer.totp-reset'), tx);
        return true;
    }
  });
  const current = (await officers.findById(officer.id)) ?? officer;
  return { officers: [listingOf(current)], changed };
}
