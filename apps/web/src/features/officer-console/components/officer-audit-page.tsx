import { useId, useState } from 'react';
import { formatSingaporeDateTime } from '@aviation-permits/domain/validation';
import { FormField } from '@/components/form/form-field';
import type { AuditTrailFilter } from '../api/audit-trail-query';
import { useAuditTrail } from '../api/audit-trail-query';
import { NewestFirstTable } from './newest-first-table';
import { ListLoadState } from './list-load-state';

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
  const filterId = useId();
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
          <FormField
            key={field.key}
            id={`${filterId}-${field.key}`}
            label={field.label}
            hint={field.hint}
            className="col-12 col-md-3"
          >
            {({ invalidClass, ...control }) => (
              <input
                {...control}
                type="text"
                className={`form-control${invalidClass}`}
                spellCheck={false}
                value={typed[field.key]}
                onChange={(event) =>
                  setTyped((previous) => ({ ...previous, [field.key]: event.target.value }))
                }
              />
            )}
          </FormField>
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
      <ListLoadState query={trail} what="audit trail" />
      {trail.data && entries.length === 0 && <p>No entries match.</p>}
      {entries.length > 0 && (
        <NewestFirstTable columns={['When', 'Who', 'Action', 'Subject', 'Details']}>
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
        </NewestFirstTable>
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
