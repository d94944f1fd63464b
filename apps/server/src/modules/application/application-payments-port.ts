import { nextStatus } from '@aviation-permits/domain/application';
import type { Database } from '../../db/database.js';
import { createAccountRepository } from '../../platform/accounts/account.repository.js';
import type {
  ApplicationPaymentsPort,
  PayableApplication,
} from '../../platform/ports/application-payments.js';
import { applicantOf } from './application-access.js';
import { createApplicationPaymentRepository } from './application-payment.repository.js';
import { createApplicationDecisionsRepository } from './application-decisions.repository.js';
import type { ProcessingEntries } from './application-processing-entries.js';
import type { ApplicationRepository, ApplicationRow } from './application.repository.js';

// What the payment module needs of applications (platform/ports/application-payments.ts): the
// application an applicant may pay for, and its move from Pending payment to Processing by the
// 'payment' actor of the domain's transition table (PAY-9), an arrival the auto-approval policy
// may approve at once in the same transaction (OFF-56). The payment's confirmation is written to
// the outbox before the arrival is offered, so an approval's e-mail follows it; the payment
// module's wake-up after the commit sends both.

export function createApplicationPaymentsPort(dependencies: {
  db: Database;
  applications: ApplicationRepository;
  processingEntries: ProcessingEntries;
  now: () => Date;
}): ApplicationPaymentsPort {
  const { db, applications, processingEntries, now } = dependencies;
  const accounts = createAccountRepository(db);
  const moves = createApplicationPaymentRepository();
  const submitted = createApplicationDecisionsRepository(db);

  async function payableOf(
    row: ApplicationRow,
    tx: Database,
  ): Promise<PayableApplication | undefined> {
    // A draft has neither a reference nor a fee yet: there is nothing to pay.
    if (row.reference === null || row.amountDueCents === null) return undefined;
    const owner = await accounts.findById(row.ownerAccountId, tx);
    return {
      reference: row.reference,
      amountCents: row.amountDueCents,
      status: row.status,
      ownerEmail: await accounts.contactEmail(row.ownerAccountId, tx),
      payerName: owner?.fullName ?? '',
    };
  }

  return {
    async findPayable(session, applicationId) {
      const { scope } = applicantOf({ portalSession: session });
      const row = await applications.findVisible(applicationId, scope);
      return row && payableOf(row, db);
    },

    async markPaidWithin(tx, applicationId, paymentId, tellPayer) {
      const to = nextStatus('PENDING_PAYMENT', 'pay', 'payment');
      if (to === undefined) throw new Error('The transition table has no payment move');
      const at = now();
      const row = await moves.moveIfIn(applicationId, 'PENDING_PAYMENT', to, at, tx);
      if (!row) return undefined;
      await applications.recordEvent(
        {
          applicationId,
          fromStatus: 'PENDING_PAYMENT',
          toStatus: to,
          actor: 'payment',
          actorAccountId: null,
          reason: `Payment ${paymentId}`,
          createdAt: at,
        },
        tx,
      );
      const paid = await payableOf(row, tx);
      if (paid) await tellPayer(paid);
      await processingEntries.arrivedWithin(tx, row);
      return payableOf((await submitted.findSubmitted(applicationId, tx)) ?? row, tx);
    },
  };
}
