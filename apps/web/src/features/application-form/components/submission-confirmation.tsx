import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { APPLICATION_STATUS_LABELS } from '@aviation-permits/domain/application';
import { formatMoney, paymentRedirectPath } from '@aviation-permits/domain/payment';
import { ROUTE_PATHS } from '@aviation-permits/domain/navigation';
import type { SubmitApplicationResponse } from '@aviation-permits/domain/application';

const SUBMITTED_HEADING = 'Application submitted';

/** APP-49: the reference and status of what was just submitted, and where to follow it. */
export function SubmissionConfirmation({ answer }: { answer: SubmitApplicationResponse }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const amount = answer.amountDue;
  return (
    <section className="alert alert-success" aria-labelledby="submitted-heading">
      <h2 id="submitted-heading" ref={heading} tabIndex={-1} className="h4">
        {SUBMITTED_HEADING}
      </h2>
      <dl className="row mb-2">
        <dt className="col-sm-3">Reference</dt>
        <dd className="col-sm-9">{answer.reference}</dd>
        <dt className="col-sm-3">Status</dt>
        <dd className="col-sm-9">{APPLICATION_STATUS_LABELS[answer.status]}</dd>
        {amount && (
          <>
            <dt className="col-sm-3">Amount due</dt>
            <dd className="col-sm-9">{formatMoney(amount)}</dd>
          </>
        )}
      </dl>
      <p className="d-flex flex-wrap gap-2 mb-0">
        <Link to={`${ROUTE_PATHS.applicationDetails}?id=${answer.id}`}>
          View application details
        </Link>
        <Link to={ROUTE_PATHS.dashboard}>Go to dashboard</Link>
        {answer.status === 'PENDING_PAYMENT' && (
          <a href={paymentRedirectPath(answer.id)}>Proceed to Payment</a>
        )}
      </p>
    </section>
  );
}
