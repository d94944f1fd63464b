import { Link } from 'react-router';
import { AERIAL_ACTIVITY_TYPES, CATEGORIES } from '@aviation-permits/domain/activity';
import { DASHBOARD_CATEGORIES } from '@aviation-permits/domain/application';
import { ERROR_MESSAGES } from '@aviation-permits/domain/messages';
import { formatSingaporeDate, formatSingaporeDateTime } from '@aviation-permits/domain/validation';
import { paymentRedirectPath } from '@aviation-permits/domain/payment';
import { ROUTE_PATHS } from '@aviation-permits/domain/navigation';
import type { DashboardRow } from '@aviation-permits/domain/application';

const PROCEED_TO_PAYMENT_LABEL =
  DASHBOARD_CATEGORIES.find(({ key }) => key === 'pendingPayment')?.actionLabel ??
  'Proceed to Payment';
const CONTINUE_LABEL = 'Continue';
export const NO_APPLICATIONS_TEXT = 'No applications here.';

function RowAction({ row }: { row: DashboardRow }) {
  if (row.status === 'DRAFT') {
    return (
      <Link
        className="btn btn-primary btn-sm"
        to={`${ROUTE_PATHS.applyPermit}?category=${row.categoryId}&id=${row.id}`}
        aria-label={`${CONTINUE_LABEL} draft at ${row.venue || 'no venue yet'}`}
      >
        {CONTINUE_LABEL}
      </Link>
    );
  }
  if (row.status === 'PENDING_PAYMENT') {
    return (
      <a
        className="btn btn-primary btn-sm"
        href={paymentRedirectPath(row.id, 'dashboard')}
        aria-label={`${PROCEED_TO_PAYMENT_LABEL} for ${row.reference ?? ''}`}
      >
        {PROCEED_TO_PAYMENT_LABEL}
      </a>
    );
  }
  return null;
}

/**
 * The rows of one dashboard category (APP-58); "Created by" shows for a Corppass entity. A search
 * or filter that finds nothing says "Record(s) not found." (ERR-15).
 */
export function ApplicationsTable({
  rows,
  caption,
  narrowed,
}: {
  rows: readonly DashboardRow[];
  caption: string;
  /** Whether a search or filter narrowed the list. */
  narrowed: boolean;
}) {
  if (rows.length === 0) {
    return <p>{narrowed ? ERROR_MESSAGES.recordsNotFound : NO_APPLICATIONS_TEXT}</p>;
  }
  const createdBy = rows.some((row) => row.createdByName);
  return (
    <div className="table-responsive">
      <table className="table align-middle">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Reference</th>
            <th scope="col">Category</th>
            <th scope="col">Activity</th>
            <th scope="col">Venue</th>
            <th scope="col">First date</th>
            <th scope="col">Status</th>
            {createdBy && <th scope="col">Created by</th>}
            <th scope="col">Updated</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {/* A reference is read whole: it never wraps at its hyphens (APP-69). */}
              <td className="text-nowrap">
                <Link to={`${ROUTE_PATHS.applicationDetails}?id=${row.id}`}>
                  {row.reference ?? 'Draft'}
                </Link>
              </td>
              <td>{CATEGORIES.find(({ id }) => id === row.categoryId)?.name}</td>
              <td>
                {AERIAL_ACTIVITY_TYPES.find(({ code }) => code === row.activityType)?.label ?? ''}
              </td>
              <td>{row.venue}</td>
              <td className="text-nowrap">
                {row.firstStartDate ? formatSingaporeDate(row.firstStartDate) : ''}
              </td>
              <td>
                {DASHBOARD_CATEGORIES.find(({ key }) => key === row.dashboardCategory)?.label}
              </td>
              {createdBy && <td>{row.createdByName ?? ''}</td>}
              {/* As Singapore writes it, in Singapore time, whatever the browser's zone. */}
              <td className="text-nowrap">{formatSingaporeDateTime(Date.parse(row.updatedAt))}</td>
              <td>
                <RowAction row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
