import { APPLICATION_MESSAGES } from '@aviation-permits/domain/messages';
import {
  applicantMessageFor,
  nextStatus,
  type ApplicationRecord,
  type WithdrawApplicationRequest,
} from '@aviation-permits/domain/application';
import type { Mailer } from '../../adapters/mail/mailer.js';
import type { Database } from '../../db/database.js';
import { ConflictError } from '../../errors/http-errors.js';
import { createAccountRepository } from '../../platform/accounts/account.repository.js';
import type { Applicant } from './application-access.js';
import { applicationStatusMail } from './application-decision-mail.js';
import type { ApplicationDocumentRepository } from './application-document.repository.js';
import { toApplicationRecord } from './application-record.js';
import type { ApplicationRepository } from './application.repository.js';
import { ApplicationNotFoundError, StaleVersionError } from './application.errors.js';

// The applicant withdraws a submitted application (OFF-23): a move of the transition table
// (Pending payment, Processing or Need Your Action → Withdrawn) at the version the applicant saw,
// with its event and the e-mail, in one transaction. Asking first is the web's job.

export interface ApplicationWithdrawalDependencies {
  db: Database;
  applications: ApplicationRepository;
  documents: ApplicationDocumentRepository;
  mailer: Mailer;
  authorityName: string;
  publicOrigin: string | undefined;
  now: () => Date;
}

export function createApplicationWithdrawalService(
  dependencies: ApplicationWithdrawalDependencies,
) {
  const { db, applications, documents, mailer, authorityName, publicOrigin, now } = dependencies;
  const accounts = createAccountRepository(db);

  return {
    async withdraw(
      applicant: Applicant,
      request: WithdrawApplicationRequest,
    ): Promise<ApplicationRecord> {
      const { row, afterCommit } = await db.transaction(async (tx) => {
        const stored = await applications.findVisibleForUpdate(request.id, applicant.scope, tx);
        if (!stored) throw new ApplicationNotFoundError();
        if (stored.version !== request.version) throw new StaleVersionError();
        const to = nextStatus(stored.status, 'withdraw', 'applicant');
        if (to === undefined) throw new ConflictError(APPLICATION_MESSAGES.notWithdrawable);
        const at = now();
        const updated = await applications.update(stored.id, { status: to, updatedAt: at }, tx);
        await applications.recordEvent(
          {
            applicationId: stored.id,
            fromStatus: stored.status,
            toStatus: to,
            actor: 'applicant',
            actorAccountId: applicant.accountId,
            createdAt: at,
          },
          tx,
        );
        // LIFE-19: what the applicant hears of their withdrawal, as MOVE_NOTIFICATIONS names it.
        const message = applicantMessageFor({ action: 'withdraw', by: 'applicant' }, ['withdrawn']);
        const address = await accounts.contactEmail(stored.ownerAccountId, tx);
        const mail =
          address === undefined || stored.reference === null || message === null
            ? undefined
            : applicationStatusMail({
                to: address,
                reference: stored.reference,
                message,
                text: undefined,
                applicationId: stored.id,
                publicOrigin,
                authorityName,
              });
        return { row: updated, afterCommit: mail && (await mailer.sendWithin(tx, mail)) };
      });
      await afterCommit?.();
      const [stored, events] = await Promise.all([
        documents.list(row.id),
        applications.listEvents(row.id),
      ]);
      return toApplicationRecord(row, stored, events, now());
    },
  };
}

export type ApplicationWithdrawalService = ReturnType<typeof createApplicationWithdrawalService>;
