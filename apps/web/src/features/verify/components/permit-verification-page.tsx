import { CATEGORIES } from '@aviation-permits/domain/activity';
import { formatSingaporeDate } from '@aviation-permits/domain/validation';
import {
  PERMIT_VERIFICATION_LABELS,
  type PermitVerificationState,
} from '@aviation-permits/domain/permit';
import { usePermitVerification } from '../api/permit-verification-query';

// The public page the permit's QR code opens (PRM-8, PRM-12): whether the permit stands, with the
// category, dates and holder's name and nothing more; the same "not found" for an unknown
// reference and a wrong code (PRM-9).

const ALERT_CLASS: Record<PermitVerificationState, string> = {
  VALID: 'alert-success',
  EXPIRED: 'alert-warning',
  WITHDRAWN: 'alert-warning',
  REVOKED: 'alert-danger',
};

export const PERMIT_NOT_FOUND_TEXT =
  'No permit matches this reference and code. Check both against the permit.';

export function PermitVerificationPage({ reference, code }: { reference: string; code: string }) {
  const verification = usePermitVerification(reference, code);
  const permit = verification.data?.found === true ? verification.data : undefined;
  return (
    <div className="container py-4">
      <h1>Permit verification</h1>
      {verification.isPending && <p role="status">Checking the permit…</p>}
      {verification.data?.found === false && (
        <div className="alert alert-secondary" role="status">
          <h2 className="h4">Not found</h2>
          <p className="mb-0">{PERMIT_NOT_FOUND_TEXT}</p>
        </div>
      )}
      {permit && (
        <section
          className={`alert ${ALERT_CLASS[permit.state]}`}
          aria-labelledby="permit-state-heading"
        >
          <h2 id="permit-state-heading" className="h4">
            {PERMIT_VERIFICATION_LABELS[permit.state]}
          </h2>
          <dl className="row mb-0">
            <dt className="col-sm-3">Reference</dt>
            <dd className="col-sm-9">{permit.reference}</dd>
            <dt className="col-sm-3">Category</dt>
            <dd className="col-sm-9">
              {CATEGORIES.find(({ id }) => id === permit.categoryId)?.name}
            </dd>
            <dt className="col-sm-3">Holder</dt>
            <dd className="col-sm-9">{permit.holderName}</dd>
            <dt className="col-sm-3">Valid</dt>
            <dd className="col-sm-9">
              {formatSingaporeDate(permit.validFrom)} to {formatSingaporeDate(permit.validTo)}
            </dd>
          </dl>
        </section>
      )}
    </div>
  );
}
