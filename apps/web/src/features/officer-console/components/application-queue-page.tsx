import { useId, useState } from 'react';
import { Link } from 'react-router';
import { CATEGORIES } from '@aviation-permits/domain/activity';
import {
  OFFICER_APPLICATION_QUEUES,
  OFFICER_PAGE_PATHS,
  OFFICER_QUEUE_LABELS,
  OFFICER_QUEUE_NOTES,
} from '@aviation-permits/domain/officer';
import { formatSingaporeDateTime } from '@aviation-permits/domain/validation';
import type { CategoryId } from '@aviation-permits/domain/activity';
import type { OfficerApplicationQueue } from '@aviation-permits/domain/officer';
import { FormField } from '@/components/form/form-field';
import type { ApplicationQueueView } from '../api/application-queue-query';
import { useApplicationQueue } from '../api/application-queue-query';

const FIRST_VIEW: ApplicationQueueView = {
  queue: 'processing',
  search: '',
  categoryId: undefined,
};

function categoryName(id: CategoryId): string {
  return CATEGORIES.find((category) => category.id === id)?.name ?? String(id);
}

/**
 * /officer, Applications (OFF-24): the queues with their counts, a queue's applications oldest
 * first, searched and filtered by category, "Load more" for the next keyset page; each reference
 * opens the application's review (OFF-25). A queue whose name does not say what it holds, such as
 * the portal's own approvals (OFF-58), says it above the search.
 */
export function ApplicationQueuePage() {
  const searchId = useId();
  const categoryFieldId = useId();
  const captionId = useId();
  const [view, setView] = useState<ApplicationQueueView>(FIRST_VIEW);
  const [typedSearch, setTypedSearch] = useState('');
  const [typedCategory, setTypedCategory] = useState('');
  const queue = useApplicationQueue(view);
  const note = OFFICER_QUEUE_NOTES[view.queue];
  const counts = queue.data?.pages[0]?.counts;
  const rows = queue.data?.pages.flatMap((page) => page.rows) ?? [];

  const chooseQueue = (next: OfficerApplicationQueue) =>
    setView((previous) => ({ ...previous, queue: next }));

  return (
    <div className="container-fluid portal-page">
      <h1>Applications</h1>
      <ul className="nav nav-pills flex-wrap gap-2 mb-3" aria-label="Queues">
        {OFFICER_APPLICATION_QUEUES.map((name) => (
          <li key={name} className="nav-item">
            <button
              type="button"
              className={`btn ${view.queue === name ? 'btn-primary' : 'btn-outline-primary'}`}
              aria-pressed={view.queue === name}
              onClick={() => chooseQueue(name)}
            >
              {OFFICER_QUEUE_LABELS[name]}
              {counts ? ` (${counts[name]})` : ''}
            </button>
          </li>
        ))}
      </ul>
      {note && <p className="mb-3">{note}</p>}
      <form
        className="row g-3 align-items-end mb-4"
        aria-label="Search the queue"
        onSubmit={(event) => {
          event.preventDefault();
          setView((previous) => ({
            ...previous,
            search: typedSearch,
            categoryId: typedCategory === '' ? undefined : (Number(typedCategory) as CategoryId),
          }));
        }}
      >
        <FormField
          id={searchId}
          label="Search"
          hint="The reference or venue (its beginning), or the applicant's name or e-mail."
          className="col-12 col-md-5"
        >
          {({ invalidClass, ...control }) => (
            <input
              {...control}
              type="search"
              className={`form-control${invalidClass}`}
              value={typedSearch}
              onChange={(event) => setTypedSearch(event.target.value)}
            />
          )}
        </FormField>
        <FormField id={categoryFieldId} label="Category" className="col-12 col-md-4">
          {({ invalidClass, ...control }) => (
            <select
              {...control}
              className={`form-select${invalidClass}`}
              value={typedCategory}
              onChange={(event) => setTypedCategory(event.target.value)}
            >
              <option value="">All categories</option>
              {CATEGORIES.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="col-auto d-flex gap-2">
          <button type="submit" className="btn btn-primary">
            Search
          </button>
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => {
              setTypedSearch('');
              setTypedCategory('');
              setView((previous) => ({ ...FIRST_VIEW, queue: previous.queue }));
            }}
          >
            Clear
          </button>
        </div>
      </form>
      {queue.isPending && (
        <p role="status">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          Loading the applications…
        </p>
      )}
      {queue.isError && !queue.data && (
        <p className="alert alert-danger" role="alert">
          The applications could not be loaded.
        </p>
      )}
      {queue.data && rows.length === 0 && <p>No applications in this queue.</p>}
      {rows.length > 0 && (
        <div className="table-responsive">
          <table className="table table-striped" aria-describedby={captionId}>
            <caption id={captionId}>
              {OFFICER_QUEUE_LABELS[view.queue]}: oldest submission first. Times are Singapore time.
            </caption>
            <thead>
              <tr>
                <th scope="col">Reference</th>
                <th scope="col">Category</th>
                <th scope="col">Venue</th>
                <th scope="col">Applicant</th>
                <th scope="col">Submitted</th>
                <th scope="col">Age (days)</th>
                <th scope="col">Assigned to</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className="text-nowrap">
                    <Link to={`${OFFICER_PAGE_PATHS.application}?id=${row.id}`}>
                      {row.reference}
                    </Link>
                  </td>
                  <td>{categoryName(row.categoryId)}</td>
                  <td>{row.venue}</td>
                  <td>{row.applicantName}</td>
                  <td className="text-nowrap">
                    {formatSingaporeDateTime(Date.parse(row.submittedAt))}
                  </td>
                  <td>{row.ageDays}</td>
                  <td>{row.assignment?.displayName ?? 'No one'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {queue.hasNextPage && (
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={queue.isFetchingNextPage}
          onClick={() => void queue.fetchNextPage()}
        >
          {queue.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </button>
      )}
    </div>
  );
}
