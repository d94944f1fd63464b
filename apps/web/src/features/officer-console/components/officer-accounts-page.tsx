import { useId, useState } from 'react';
import { Link } from 'react-router';
import { OFFICER_PAGE_PATHS } from '@aviation-permits/domain/officer';
import { formatSingaporeDateTime } from '@aviation-permits/domain/validation';
import { useAccountQueue } from '../api/account-queue-query';

/**
 * /officer/accounts (OFF-27): the applicants' accounts waiting for review, oldest first, searched
 * by name or e-mail, "Load more" for the next page; each name opens the account's review.
 */
export function OfficerAccountsPage() {
  const searchId = useId();
  const captionId = useId();
  const [typedSearch, setTypedSearch] = useState('');
  const [search, setSearch] = useState('');
  const queue = useAccountQueue(search);
  const count = queue.data?.pages[0]?.count;
  const rows = queue.data?.pages.flatMap((page) => page.rows) ?? [];

  return (
    <div className="container-fluid portal-page">
      <h1>Accounts</h1>
      <p>Accounts to review{count === undefined ? '' : `: ${count}`}.</p>
      <form
        className="row g-3 align-items-end mb-4"
        aria-label="Search the accounts"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(typedSearch);
        }}
      >
        <div className="col-12 col-md-5">
          <label htmlFor={searchId} className="form-label">
            Name or e-mail
          </label>
          <input
            id={searchId}
            type="search"
            className="form-control"
            value={typedSearch}
            onChange={(event) => setTypedSearch(event.target.value)}
          />
        </div>
        <div className="col-auto">
          <button type="submit" className="btn btn-primary">
            Search
          </button>
        </div>
      </form>
      {queue.isPending && (
        <p role="status">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          Loading the accounts…
        </p>
      )}
      {queue.isError && !queue.data && (
        <p className="alert alert-danger" role="alert">
          The accounts could not be loaded.
        </p>
      )}
      {queue.data && rows.length === 0 && <p>No accounts to review.</p>}
      {rows.length > 0 && (
        <div className="table-responsive">
          <table className="table table-striped" aria-describedby={captionId}>
            <caption id={captionId}>Oldest submission first. Times are Singapore time.</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Submitted</th>
                <th scope="col">Age (days)</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <Link to={`${OFFICER_PAGE_PATHS.account}?id=${row.id}`}>{row.name}</Link>
                  </td>
                  <td>{row.email ?? ''}</td>
                  <td className="text-nowrap">
                    {formatSingaporeDateTime(Date.parse(row.submittedAt))}
                  </td>
                  <td>{row.ageDays}</td>
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
