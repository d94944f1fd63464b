import { APPLICATION_STATUS_LABELS } from '@aviation-permits/domain';
import type { ApplicationHistoryEntry } from '@aviation-permits/domain';

const ACTORS: Record<ApplicationHistoryEntry['by'], string> = {
  applicant: 'Applicant',
  payment: 'Payment',
  system: 'System',
  officer: 'Authority officer',
};

function when(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** APP-50, APP-51: each move of the status, oldest first. */
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
            <th scope="col">Reason</th>
          </tr>
        </thead>
        <tbody>
          {history.map((entry, index) => (
            <tr key={index}>
              <td>{when(entry.at)}</td>
              <td>{APPLICATION_STATUS_LABELS[entry.toStatus]}</td>
              <td>{ACTORS[entry.by]}</td>
              <td>{entry.reason ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
