import { applicationDraftSchema, autoApprovalFactsOf } from '@aviation-permits/domain/application';
import type { FastifyBaseLogger } from 'fastify';
import type { AfterCommit } from '../../adapters/mail/mailer.js';
import type { Database } from '../../db/database.js';
import type {
  ProcessingEntriesPort,
  ProcessingEntryListener,
} from '../../platform/ports/processing-entries.js';
import type { ApplicationRow } from './application.repository.js';
import { storedEligibility } from './stored-eligibility.js';

// The arrivals in Processing (platform/ports/processing-entries.ts): the submission and the
// payment call `arrivedWithin` in their transaction, after the move and its event; each listener
// a later module registered acts there, in a savepoint of its own. A listener that fails is
// logged (the application's id, never its contents) and undone alone.

export function createProcessingEntries(logger: FastifyBaseLogger) {
  const listeners: ProcessingEntryListener[] = [];

  return {
    port: {
      listen: (listener) => {
        listeners.push(listener);
      },
    } satisfies ProcessingEntriesPort,

    /** Inside the arrival's transaction; answers what to run once it commits. */
    async arrivedWithin(tx: Database, arrived: ApplicationRow): Promise<AfterCommit> {
      // Processing is reached only with the fee paid or none due (the transition table, PAY-1).
      const form = applicationDraftSchema.safeParse(arrived.form);
      if (!form.success) return async () => {};
      const entry = {
        applicationId: arrived.id,
        facts: autoApprovalFactsOf(form.data, { feePaid: true }),
        eligibility: storedEligibility(arrived.form),
      };
      const wakeUps: AfterCommit[] = [];
      for (const listener of listeners) {
        try {
          const wakeUp = await tx.transaction((savepoint) => listener(savepoint, entry));
          if (wakeUp) wakeUps.push(wakeUp);
        } catch (error) {
          logger.error(
            { err: error, applicationId: arrived.id },
            'Acting on an application arriving in Processing failed; it waits for an officer',
          );
        }
      }
      return async () => {
        for (const wakeUp of wakeUps) await wakeUp();
      };
    },
  };
}

export type ProcessingEntries = ReturnType<typeof createProcessingEntries>;
