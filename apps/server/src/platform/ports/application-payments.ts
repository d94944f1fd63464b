import type { ApplicationStatus } from '@aviation-permits/domain/application';
import type { Database } from '../../db/database.js';
import type { PortalSession } from '../sessions/session.service.js';

// The payment module takes payments for applications, which the application module owns: it asks
// through this port what an application owes and whom it belongs to, and has the application
// module move a paid one from Pending payment to Processing (PAY-9).

/** What paying for an application needs to know about it. */
export interface PayableApplication {
  reference: string;
  /** The fee decided at submission (PAY-2); never from the browser. */
  amountCents: number;
  status: ApplicationStatus;
  /** Where the confirmation and receipt go: the owner account's address, if it has one. */
  ownerEmail: string | undefined;
  /** The name the receipt is made out to: the owner account's. */
  payerName: string;
}

export interface ApplicationPaymentsPort {
  /**
   * The submitted application if the session may see it (its own, or its entity's for a Corppass
   * user, APP-56); undefined otherwise, answered as 404 (PAY-14).
   */
  findPayable(
    session: PortalSession,
    applicationId: string,
  ): Promise<PayableApplication | undefined>;
  /**
   * Inside `tx`: moves the application from Pending payment to Processing as the 'payment' actor
   * and records the event, has `tellPayer` write the payment's e-mail, then offers the arrival to
   * the auto-approval policy, so the applicant reads "payment received" before "approved"; answers
   * the application as it now is. Undefined, changing nothing and telling no one, when it is no
   * longer Pending payment (a replayed notification, PAY-8).
   */
  markPaidWithin(
    tx: Database,
    applicationId: string,
    paymentId: string,
    tellPayer: (application: PayableApplication) => Promise<void>,
  ): Promise<PayableApplication | undefined>;
}
