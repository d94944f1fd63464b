import { APPLICATION_STATUS_LABELS } from '@aviation-permits/domain/application';
import { formatSingaporeDateTime } from '@aviation-permits/domain/validation';
import type { OfficerApplicationReview } from '@aviation-permits/domain/officer';

type HistoryEntry = OfficerApplicationReview['officerHistory'][number];

const MOVERS: Record<HistoryEntry['by'], string> = {
  applicant: 'Applicant',
  payment: 'Payment',
  system: 'Portal',
  officer: 'Officer',
  supervisor: 'Supervisor',
};

/** The status history as officers read it (OFF-25): each move with the officer's name and message. */
export function OfficerHistory({ history }: { history: readonly HistoryEntry[] }) {
  return (
    <section aria-labelledby="officer-history-heading" className="mb-4">
      <h2 id="officer-history-heading" className="h4">
        Status history
      </h2>
      <div className="table-responsive">
        <table className="table table-sm">
          <caption>Oldest first. Times are Singapore time.</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Status</th>
              <th scope="col">By</th>
              <th scope="col">Message</th>
            </tr>
          </thead>
          <tbody>
            {history.map((entry, index) => (
              <tr key={index}>
                <td className="text-nowrap">{formatSingaporeDateTime(Date.parse(entry.at))}</td>
                <td>{APPLICATION_STATUS_LABELS[entry.toStatus]}</td>
                <td>
                  {entry.officerName
                    ? `${entry.officerName} (${MOVERS[entry.by]})`
                    : MOVERS[entry.by]}
                </td>
                <td>{entry.message ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
