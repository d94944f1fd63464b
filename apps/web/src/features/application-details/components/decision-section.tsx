import { applicationPeriod } from '@aviation-permits/domain/application';
import { formatSingaporeDate } from '@aviation-permits/domain/validation';
import { isNarrowerThanAsked } from '@aviation-permits/domain/officer';
import { permitDownloadPath } from '@aviation-permits/domain/permit';
import type {
  ApplicationPeriod,
  ApplicationRecord,
  DatedApplication,
} from '@aviation-permits/domain/application';

/** " (1 Dec 2026 to 31 Dec 2026)" when the form says both ends of the period asked for. */
function askedText({ firstStartDate, lastEndDate }: ApplicationPeriod): string {
  return firstStartDate && lastEndDate
    ? ` (${formatSingaporeDate(firstStartDate)} to ${formatSingaporeDate(lastEndDate)})`
    : '';
}

/**
 * APP-73: what the authority decided. Approved: the conditions and the period the permit is valid
 * for, said to be narrower when it is shorter than the one asked for; Rejected: the reason.
 */
export function DecisionSection({ record }: { record: ApplicationRecord }) {
  const { approval, rejectionReason } = record;
  if (approval) {
    const asked = applicationPeriod(record.form as DatedApplication);
    const narrower = isNarrowerThanAsked(approval, asked);
    return (
      <section className="alert alert-success" aria-labelledby="decision-heading">
        <h2 id="decision-heading" className="h4">
          Your application is approved
        </h2>
        <p>
          Valid from {formatSingaporeDate(approval.validFrom)} to{' '}
          {formatSingaporeDate(approval.validTo)}.
        </p>
        {narrower && <p>This is shorter than the period you asked for{askedText(asked)}.</p>}
        <h3 className="h5">Conditions</h3>
        <p style={{ whiteSpace: 'pre-line' }}>{approval.conditions}</p>
        {/* PRM-7: the permit issued with the approval, as stored. */}
        <a className="btn btn-outline-primary" href={permitDownloadPath(record.id)}>
          Download permit (PDF)
        </a>
      </section>
    );
  }
  if (rejectionReason) {
    return (
      <section className="alert alert-danger" aria-labelledby="decision-heading">
        <h2 id="decision-heading" className="h4">
          Your application is rejected
        </h2>
        <p className="mb-0" style={{ whiteSpace: 'pre-line' }}>
          {rejectionReason}
        </p>
      </section>
    );
  }
  return null;
}
