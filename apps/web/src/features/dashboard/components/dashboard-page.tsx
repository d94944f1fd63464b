import './dashboard-page.css';
import { Link, useSearchParams } from 'react-router';
import { DASHBOARD_CATEGORIES } from '@aviation-permits/domain/application';
import { ROUTE_PATHS } from '@aviation-permits/domain/navigation';
import { usePaymentOutcome } from '@/lib/payment-outcome/use-payment-outcome';
import {
  DASHBOARD_QUERY_KEY,
  useDashboardCounts,
  useDashboardRows,
} from '../api/dashboard-queries';
import {
  dashboardSearchParams,
  isNarrowed,
  readDashboardView,
  type DashboardView,
} from '../model/dashboard-view';
import { useOpenTabWithResults } from '../hooks/use-open-tab-with-results';
import { ApplicationsTable } from './applications-table';
import { DashboardFilters } from './dashboard-filters';

const LOAD_MORE_LABEL = 'Load more';

/**
 * /dashboard (APP-57 to APP-59): the seven categories with counts and a table of the chosen one;
 * with a search or filters, the counts are of what they find in each category and the tab that has
 * some opens (APP-68); back from paying from here, the payment's outcome (PAY-10).
 */
export function DashboardPage({ heading }: { heading: string }) {
  usePaymentOutcome(DASHBOARD_QUERY_KEY);
  const [params, setParams] = useSearchParams();
  const view = readDashboardView(params);
  const counts = useDashboardCounts(view);
  const rows = useDashboardRows(view);
  const show = (next: DashboardView) => setParams(dashboardSearchParams(next));
  useOpenTabWithResults(view, counts, (category) =>
    setParams(dashboardSearchParams({ ...view, category }), { replace: true }),
  );
  const current = DASHBOARD_CATEGORIES.find(({ key }) => key === view.category);
  const allRows = rows.data?.pages.flatMap((page) => page.rows) ?? [];

  return (
    <div className="container-fluid portal-page">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <h1>{heading}</h1>
        <Link className="btn btn-primary" to={ROUTE_PATHS.home}>
          New application
        </Link>
      </div>
      <nav aria-label="Application categories">
        <ul className="nav nav-tabs mb-3">
          {DASHBOARD_CATEGORIES.map(({ key, label }) => {
            const active = key === view.category;
            const count = counts?.[key];
            return (
              <li key={key} className="nav-item">
                <Link
                  className={`nav-link${active ? ' active' : ''}`}
                  aria-current={active ? 'page' : undefined}
                  to={`?${dashboardSearchParams({ ...view, category: key }).toString()}`}
                >
                  {label}
                  {count !== undefined && (
                    <span className="dashboard-count ms-2">
                      {count}
                      <span className="visually-hidden">
                        {count === 1 ? ' application' : ' applications'}
                      </span>
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <DashboardFilters key={params.toString()} view={view} onApply={show} />
      <h2 className="h4">{current?.label}</h2>
      {rows.isPending ? (
        <p role="status">Loading applications…</p>
      ) : (
        <ApplicationsTable
          rows={allRows}
          caption={`${current?.label ?? ''} applications`}
          narrowed={isNarrowed(view)}
        />
      )}
      {rows.hasNextPage && (
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => void rows.fetchNextPage()}
          disabled={rows.isFetchingNextPage}
        >
          {LOAD_MORE_LABEL}
        </button>
      )}
    </div>
  );
}
