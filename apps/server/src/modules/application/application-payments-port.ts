import { nextStatus } from '@aviation-permits/domain';
import type { Database } from '../../db/database.js';
import { createAccountRepository } from '../../platform/accounts/account.repository.js';
import type {
  ApplicationPaymentsPort,
  PayableApplication,
} from '../../platform/ports/application-payments.js';
import { applicantOf } from './application-access.js';
import { createApplicationPaymentRepository } from './application-payment.repository.js';
import type { ApplicationRepository, ApplicationRow } from './application.repository.js';

// What the payment module needs of applications (platform/ports/application-payments.ts): the
// application an applicant may pay for, and its move from Pending payment to Processing by the
// 'payment' actor of the domain's transition table (PAY-9).

export function createApplicationPaymentsPort(dependencies: {
  db: Database;
  applications: ApplicationRepository;
  now: () => Date;
}): ApplicationPaymentsPort {
  const { db, applications, now } = dependencies;
  const accounts = createAccountRepository(db);
  const moves = createApplicationPaymentRepository();

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

    async markPaidWithin(tx, applicationId, paymentId) {
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
      return payableOf(row, tx);
    },
  };
}
