import { APPLICATION_STATUS_LABELS } from '@aviation-permits/domain/application';
import { formatSingaporeDateTime } from '@aviation-permits/domain/validation';
import type { ApplicationHistoryEntry } from '@aviation-permits/domain/application';

const ACTORS: Record<ApplicationHistoryEntry['by'], string> = {
  applicant: 'Applicant',
  payment: 'Payment',
  system: 'System',
  officer: 'Authority officer',
};

/**
 * APP-50, APP-51, APP-74: each move of the status, oldest first, in Singapore time whatever the
 * browser's zone, with what the applicant was told (the officer's request, a rejection's reason).
 * An officer's move reads as the authority's: the record never names the officer.
 */
export function StatusHistory({ history }: { history: readonly ApplicationHistoryEntry[] }) {
  return (
    <section aria-labelledby="status-history">
      <h2 id="status-history" className="h4">
        Status history
      </h2>
      <table className="table table-sm">
        <thead>
          <tr>
            <th scope="col">Date and time</th>
            <th scope="col">Status</th>
            <th scope="col">By</th>
            <th scope="col">Message</th>
          </tr>
        </thead>
        <tbody>
          {history.map((entry, index) => (
            <tr key={index}>
              <td>{formatSingaporeDateTime(Date.parse(entry.at))}</td>
              <td>{APPLICATION_STATUS_LABELS[entry.toStatus]}</td>
              <td>{ACTORS[entry.by]}</td>
              <td style={{ whiteSpace: 'pre-line' }}>{entry.reason ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
