import { applicationPeriod, formatSingaporeDate } from '@aviation-permits/domain';
import type { ApplicationRecord, DatedApplication } from '@aviation-permits/domain';

/**
 * APP-73: what the authority decided. Approved: the conditions and the period the permit is valid
 * for, said to be narrower when it is shorter than the one asked for; Rejected: the reason.
 */
export function DecisionSection({ record }: { record: ApplicationRecord }) {
  const { approval, rejectionReason } = record;
  if (approval) {
    // The officer may only narrow the asked period (OFF-20); 'YYYY-MM-DD' orders as text.
    const { firstStartDate: from, lastEndDate: to } = applicationPeriod(
      record.form as DatedApplication,
    );
    const asked =
      from && to && (approval.validFrom > from || approval.validTo < to) ? { from, to } : undefined;
    return (
      <section className="alert alert-success" aria-labelledby="decision-heading">
        <h2 id="decision-heading" className="h4">
          Your application is approved
        </h2>
        <p>
          Valid from {formatSingaporeDate(approval.validFrom)} to{' '}
          {formatSingaporeDate(approval.validTo)}.
        </p>
        {asked && (
          <p>
            This is shorter than the period you asked for ({formatSingaporeDate(asked.from)} to{' '}
            {formatSingaporeDate(asked.to)}).
          </p>
        )}
        <h3 className="h5">Conditions</h3>
        <p className="mb-0" style={{ whiteSpace: 'pre-line' }}>
          {approval.conditions}
        </p>
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
