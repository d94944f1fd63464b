import { useId, useState } from 'react';
import {
  JOB_RUN_MESSAGES,
  JOB_RUN_STATE_LABELS,
  type JobRunView,
} from '@aviation-permits/domain/officer';
import { formatSingaporeDateTime } from '@aviation-permits/domain/validation';
import { ApiError } from '@/lib/api-client/api-error';
import { useJobRuns, useRetryJobRun } from '../api/job-runs-query';
import { OutboxMessagesSection } from './outbox-messages-section';
import { NewestFirstTable } from './newest-first-table';
import { ListLoadState } from './list-load-state';

const when = (iso: string | null) => (iso === null ? '' : formatSingaporeDateTime(Date.parse(iso)));

/**
 * /officer/jobs, for supervisors (LIFE-13): the background jobs' last runs newest first, or only
 * the failed ones, each failure with its error and a button that runs it again (audited); below,
 * the e-mail messages, which a supervisor sends again (LIFE-17).
 */
export function JobsPage() {
  const captionId = useId();
  const [failedOnly, setFailedOnly] = useState(false);
  const runs = useJobRuns(failedOnly);
  const retry = useRetryJobRun();
  const list = runs.data?.runs ?? [];

  return (
    <div className="container-fluid portal-page">
      <h1>Background jobs</h1>
      <h2>Runs</h2>
      <div className="form-check mb-3">
        <input
          id={`${captionId}-failed`}
          type="checkbox"
          className="form-check-input"
          checked={failedOnly}
          onChange={(event) => setFailedOnly(event.target.checked)}
        />
        <label htmlFor={`${captionId}-failed`} className="form-check-label">
          Failed runs only
        </label>
      </div>
      <div aria-live="polite">
        {retry.isSuccess && <p className="alert alert-success">{JOB_RUN_MESSAGES.retried}</p>}
      </div>
      {retry.isError && (
        <p className="alert alert-danger" role="alert">
          {retry.error instanceof ApiError && retry.error.detail
            ? retry.error.detail
            : 'The run could not be started again. Try again.'}
        </p>
      )}
      <ListLoadState query={runs} what="runs" />
      {runs.data && list.length === 0 && <p>No runs to show.</p>}
      {list.length > 0 && (
        <NewestFirstTable
          columns={[
            'Job',
            'State',
            'Created',
            'Finished',
            'Retries',
            'Error',
            { hidden: 'Action' },
          ]}
        >
          {list.map((run) => (
            <JobRunRow
              key={run.id}
              run={run}
              retrying={retry.isPending && retry.variables === run.id}
              onRetry={() => retry.mutate(run.id)}
            />
          ))}
        </NewestFirstTable>
      )}
      <OutboxMessagesSection />
    </div>
  );
}

function JobRunRow({
  run,
  retrying,
  onRetry,
}: {
  run: JobRunView;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <tr>
      <td className="text-nowrap">{run.name}</td>
      <td>{JOB_RUN_STATE_LABELS[run.state]}</td>
      <td className="text-nowrap">{when(run.createdAt)}</td>
      <td className="text-nowrap">{when(run.completedAt)}</td>
      <td>{run.retries}</td>
      <td className="text-break">{run.error ?? ''}</td>
      <td>
        {run.state === 'failed' && (
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            disabled={retrying}
            aria-label={`Run ${run.name} again`}
            onClick={onRetry}
          >
            {retrying ? 'Starting…' : 'Run again'}
          </button>
        )}
      </td>
    </tr>
  );
}
