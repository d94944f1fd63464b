import type { OfficerAuditAction } from '@aviation-permits/domain/officer';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.js';

// Served by the officer module: a row of the officers' audit trail (OFF-8) written by another
// module in its own transaction, with the address and request id of the request that made it.

interface OfficerAuditRecord {
  at: Date;
  /** The officer's id. */
  actor: string;
  action: OfficerAuditAction;
  subjectType: string;
  subjectId: string;
  message: string;
}

export interface OfficerAuditPort {
  append(request: FastifyRequest, record: OfficerAuditRecord, tx: Database): Promise<void>;
  /**
   * A row the portal writes of its own decision (OFF-56): the actor is `system`, and no client
   * address or request id is kept, as no one's request made it.
   */
  appendBySystem(record: Omit<OfficerAuditRecord, 'actor'>, tx: Database): Promise<void>;
}
