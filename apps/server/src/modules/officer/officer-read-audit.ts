import type { OfficerAuditAction } from '@aviation-permits/domain/officer';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.js';
import { signedInOfficer } from '../../http/signed-in-officer.js';
import { auditOriginOf } from './audit-origin.js';
import type { OfficerAuditRepository } from './officer-audit.repository.js';

// An officer's reads are officer actions too (OFF-8, OFF-41): opening an application's or an
// account's review and downloading one of its documents each write an audit row. The row is
// written before the answer is sent, so a read the trail could not record is never served.

export type ReadAudit = (
  request: FastifyRequest,
  read: { action: OfficerAuditAction; subjectType: string; subjectId: string; message?: string },
) => Promise<void>;

export function createReadAudit(
  db: Database,
  audit: OfficerAuditRepository,
  now: () => Date,
): ReadAudit {
  return async (request, read) => {
    const { officerId } = signedInOfficer(request);
    await audit.append({ at: now(), actor: officerId, ...read, ...auditOriginOf(request) }, db);
  };
}
