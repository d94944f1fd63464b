import {
  formatMoney,
  paymentReceiptPath,
  paymentRedirectPath,
} from '@aviation-permits/domain/payment';
import type { ApplicationRecord } from '@aviation-permits/domain/application';
import { PaymentSecondCharges } from './payment-second-charges';

/**
 * The details page's payment part: the amount due and Proceed to Payment while the application is
 * Pending payment (PAY-3), then, read-only, the receipt once the payment is recorded (PAY-12) and
 * any second payment given back (PAY-15). A paid application is known by the payment's event in
 * its history, as its status moves on later.
 */
export function PaymentSection({
  record,
}: {
  record: Pick<ApplicationRecord, 'id' | 'status' | 'amountDue' | 'history'>;
}) {
  const paid = record.history.some(({ by }) => by === 'payment');
  if (record.status !== 'PENDING_PAYMENT' && !paid) return null;
  return (
    <section className="mb-3" aria-labelledby="payment-heading">
      <h2 id="payment-heading" className="h4">
        Payment
      </h2>
      {paid ? (
        <>
          <p>The payment was received.</p>
          <PaymentSecondCharges applicationId={record.id} />
          <a className="btn btn-outline-primary" href={paymentReceiptPath(record.id)}>
            Download receipt
          </a>
        </>
      ) : (
        <>
          {record.amountDue && (
            <dl className="row">
              <dt className="col-sm-3">Amount due</dt>
              <dd className="col-sm-9">{formatMoney(record.amountDue)}</dd>
            </dl>
          )}
          <a className="btn btn-primary" href={paymentRedirectPath(record.id, 'details')}>
            Proceed to Payment
          </a>
        </>
      )}
    </section>
  );
}
