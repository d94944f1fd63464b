import { useId, useState } from 'react';
import { formatSingaporeDateTime } from '@aviation-permits/domain';
import type { AuditTrailFilter } from '../api/audit-trail-query';
import { useAuditTrail } from '../api/audit-trail-query';

const NO_FILTER: AuditTrailFilter = { officerId: '', subjectType: '', subjectId: '' };

const FILTER_FIELDS: readonly { key: keyof AuditTrailFilter; label: string; hint: string }[] = [
  { key: 'officerId', label: 'Officer', hint: "The officer's id, as the Who column shows it." },
  { key: 'subjectType', label: 'Subject type', hint: 'For example officer.' },
  { key: 'subjectId', label: 'Subject id', hint: 'The id of the officer or record acted on.' },
];

/**
 * /officer/audit, for supervisors (OFF-8, OFF-17): the trail newest first, narrowed by officer
 * and subject, a page at a time, each time as Singapore reads it.
 */
export function OfficerAuditPage() {
  const captionId = useId();
  const [typed, setTyped] = useState<AuditTrailFilter>(NO_FILTER);
  const [filter, setFilter] = useState<AuditTrailFilter>(NO_FILTER);
  const trail = useAuditTrail(filter);
  const entries = trail.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <div className="container-fluid portal-page">
      <h1>Audit trail</h1>
      <form
        className="row g-3 align-items-end mb-4"
        aria-label="Filter the audit trail"
        onSubmit={(event) => {
          event.preventDefault();
          setFilter(typed);
        }}
      >
        {FILTER_FIELDS.map((field) => (
          <FilterField
            key={field.key}
            label={field.label}
            hint={field.hint}
            value={typed[field.key]}
            onChange={(value) => setTyped((previous) => ({ ...previous, [field.key]: value }))}
          />
        ))}
        <div className="col-auto d-flex gap-2">
          <button type="submit" className="btn btn-primary">
            Filter
          </button>
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => {
              setTyped(NO_FILTER);
              setFilter(NO_FILTER);
            }}
          >
            Clear
          </button>
        </div>
      </form>
      {trail.isPending && (
        <p role="status">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          Loading the audit trail…
        </p>
      )}
      {trail.isError && !trail.data && (
        <p className="alert alert-danger" role="alert">
          The audit trail could not be loaded.
        </p>
      )}
      {trail.data && entries.length === 0 && <p>No entries match.</p>}
      {entries.length > 0 && (
        <div className="table-responsive">
          <table className="table table-striped" aria-describedby={captionId}>
            <caption id={captionId}>Newest first. Times are Singapore time.</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">Subject</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td className="text-nowrap">{formatSingaporeDateTime(Date.parse(entry.at))}</td>
                  <td className="text-break">{entry.actor}</td>
                  <td>{entry.action}</td>
                  <td className="text-break">
                    {entry.subjectType} {entry.subjectId}
                  </td>
                  <td>{entry.message ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {trail.hasNextPage && (
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={trail.isFetchingNextPage}
          onClick={() => void trail.fetchNextPage()}
        >
          {trail.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </button>
      )}
    </div>
  );
}

function FilterField({
  label,
  hint,
  value,
  onChange,
}: {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const inputId = useId();
  const hintId = useId();
  return (
    <div className="col-12 col-md-3">
      <label htmlFor={inputId} className="form-label">
        {label}
      </label>
      <input
        id={inputId}
        type="text"
        className="form-control"
        spellCheck={false}
        aria-describedby={hintId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={hintId} className="form-text mb-0">
        {hint}
      </p>
    </div>
  );
}
