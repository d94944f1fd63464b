import type { FastifyBaseLogger } from 'fastify';
import { Counter, type Registry } from 'prom-client';
import {
  STORED_FILE_KINDS,
  type StoredFileIncident,
} from '../../adapters/files/stored-file-missing.js';

// OPS-71: the one place a lost stored file is reported, whichever download found it. One log line
// at error level, `"event":"stored-file-missing"`, with the row's kind and id, the storage key (the
// portal's own ids, never the file's name) and, through the request's logger, the request id
// (`reqId`); and one more in `portal_stored_files_missing_total{kind}` on /metrics, which starts
// at 0 for every kind so an alert on its increase sees the first one.

/** The log line's `event`: stable, for the operators' searches and alerts. */
const STORED_FILE_MISSING_EVENT = 'stored-file-missing';

export function createStoredFileIncidents(registry: Registry) {
  const missing = new Counter({
    name: 'portal_stored_files_missing_total',
    help: 'Downloads of a document whose row exists but whose stored file is gone, by kind of row.',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  for (const kind of STORED_FILE_KINDS) missing.inc({ kind }, 0);

  return {
    /** `log` is the request's logger, so the line carries its request id. */
    report(log: FastifyBaseLogger, incident: StoredFileIncident, route: string | undefined): void {
      missing.inc({ kind: incident.kind });
      log.error(
        {
          event: STORED_FILE_MISSING_EVENT,
          kind: incident.kind,
          rowId: incident.rowId,
          storageKey: incident.storageKey,
          route,
        },
        'Stored file missing: a row exists but its file is gone from the store',
      );
    },
  };
}
