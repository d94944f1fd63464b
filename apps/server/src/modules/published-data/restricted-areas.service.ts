import { formatSingaporeDate, singaporeCalendarDate } from '@aviation-permits/domain/validation';
import {
  restrictedAreaEndIssue,
  restrictedAreaState,
  type OfficerRestrictedAreas,
  type PublishRestrictedArea,
} from '@aviation-permits/domain/officer';
import { type TemporaryRestrictedArea } from '@aviation-permits/domain/geo';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors/http-errors.js';
import type { OfficerAuditPort } from '../../platform/ports/officer-audit.js';
import type { TemporaryAreaRepository } from '../../platform/published-data/temporary-area.repository.js';

// Temporary restricted areas a supervisor publishes and withdraws (OFF-30 to OFF-32), each with its
// audit row in the same transaction; every officer reads the list with the configured ones. The
// map, the Enquiry Tool and the submission read them through platform/temporary-restricted-areas.ts.

interface RestrictedAreasDependencies {
  db: Database;
  areas: TemporaryAreaRepository;
  audit: OfficerAuditPort;
  /** TEMPORARY_RESTRICTED_AREAS_FILE's areas, shown read-only. */
  configured: readonly TemporaryRestrictedArea[];
  now: () => Date;
}

function period({ from, to }: { from: string; to: string }): string {
  return from === to
    ? formatSingaporeDate(from)
    : `${formatSingaporeDate(from)} to ${formatSingaporeDate(to)}`;
}

export function createRestrictedAreasService({
  db,
  areas,
  audit,
  configured,
  now,
}: RestrictedAreasDependencies) {
  return {
    async list(): Promise<OfficerRestrictedAreas> {
      const today = singaporeCalendarDate(now());
      const published = (await areas.list()).map((area) => ({
        ...area,
        publishedAt: area.publishedAt.toISOString(),
        withdrawnAt: area.withdrawnAt?.toISOString() ?? null,
        state: restrictedAreaState(
          { ...area, withdrawnAt: area.withdrawnAt?.toISOString() ?? null },
          today,
        ),
      }));
      return { published, configured: [...configured] };
    },

    async publish(
      request: FastifyRequest,
      officerId: string,
      area: PublishRestrictedArea,
    ): Promise<string> {
      const at = now();
      const endIssue = restrictedAreaEndIssue(area.to, singaporeCalendarDate(at));
      if (endIssue) throw new ValidationError([{ field: 'to', errorMessage: endIssue }]);
      return db.transaction(async (tx) => {
        const id = await areas.insert(area, at, officerId, tx);
        const message =
          `${area.name}: ${period(area)}, ${area.floorFt} ft to ${area.ceilingFt} ft, ` +
          `a ${area.area.kind}`;
        await audit.append(
          request,
          {
            at,
            actor: officerId,
            action: 'restricted-area.publish',
            subjectType: 'restricted-area',
            subjectId: id,
            message,
          },
          tx,
        );
        return id;
      });
    },

    async withdraw(
      request: FastifyRequest,
      officerId: string,
      id: string,
      reason: string,
    ): Promise<void> {
      const at = now();
      const withdrawal = { id, at, officerId, reason, today: singaporeCalendarDate(at) };
      const withdrawn = await db.transaction(async (tx) => {
        const area = await areas.withdraw(withdrawal, tx);
        if (!area) return false;
        await audit.append(
          request,
          {
            at,
            actor: officerId,
            action: 'restricted-area.withdraw',
            subjectType: 'restricted-area',
            subjectId: id,
            message: `${area.name}: ${reason}`,
          },
          tx,
        );
        return true;
      });
      if (withdrawn) return;
      if (!(await areas.exists(id))) throw new NotFoundError('The restricted area does not exist.');
      throw new ConflictError('This restricted area has been withdrawn already or has ended.');
    },
  };
}

export type RestrictedAreasService = ReturnType<typeof createRestrictedAreasService>;
