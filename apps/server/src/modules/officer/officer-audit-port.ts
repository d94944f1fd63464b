import { SYSTEM_ACTOR } from '@aviation-permits/domain/officer';
import type { OfficerAuditPort } from '../../platform/ports/officer-audit.js';
import { auditOriginOf } from './audit-origin.js';
import type { OfficerAuditRepository } from './officer-audit.repository.js';

/**
 * The audit trail for other modules' officer actions (OFF-8), e.g. the published data's (OFF-32),
 * and for the portal's own decisions (OFF-56).
 */
export function createOfficerAuditPort(audit: OfficerAuditRepository): OfficerAuditPort {
  return {
    append: (request, record, tx) => audit.append({ ...record, ...auditOriginOf(request) }, tx),
    appendBySystem: (record, tx) => audit.append({ ...record, actor: SYSTEM_ACTOR }, tx),
  };
}
