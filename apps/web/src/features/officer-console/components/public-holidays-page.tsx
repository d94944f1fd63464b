import { useId } from 'react';
import { formatSingaporeDate, formatSingaporeDateTime } from '@aviation-permits/domain/validation';
import type { AddedPublicHoliday } from '@aviation-permits/domain/officer';
import { ApiError } from '@/lib/api-client/api-error';
import { useIsSupervisor } from '../api/officer-session';
import { usePublicHolidays } from '../api/public-holidays-query';
import { useRemovePublicHoliday } from '../api/remove-public-holiday';
import { ListLoadState } from './list-load-state';
import { useOutcomeNotice } from './outcome-notice';
import { PublicHolidayForm } from './public-holiday-form';

/**
 * /officer/public-holidays (OFF-34 to OFF-36): the holidays the working-day lead times skip: the
 * shipped and configured list, read-only, and the dates added here, which a supervisor adds and
 * removes.
 */
export function PublicHolidaysPage() {
  const holidays = usePublicHolidays();
  const supervisor = useIsSupervisor();
  const remove = useRemovePublicHoliday();
  const { announce, notice } = useOutcomeNotice();

  return (
    <div className="container-fluid portal-page">
      <h1>Public holidays</h1>
      <p>
        The working-day lead times of applications skip these days, besides Saturdays and Sundays.
      </p>
      {notice}
      {remove.error && (
        <p className="alert alert-danger" role="alert">
          {(remove.error instanceof ApiError && remove.error.detail) ||
            'The date could not be removed. Try again.'}
        </p>
      )}
      {supervisor && (
        <PublicHolidayForm
          onAdded={(date) => announce(`${formatSingaporeDate(date)} has been added.`)}
        />
      )}
      <ListLoadState query={holidays} what="public holidays" />
      {holidays.data && (
        <>
          <h2 className="h4">Added in the console</h2>
          {holidays.data.added.length === 0 ? (
            <p>No public holiday has been added in the console.</p>
          ) : (
            <AddedHolidays
              holidays={holidays.data.added}
              supervisor={supervisor}
              removing={remove.isPending ? remove.variables : undefined}
              onRemove={(holiday) =>
                remove.mutate(holiday.date, {
                  onSuccess: () =>
                    announce(`${formatSingaporeDate(holiday.date)} has been removed.`),
                })
              }
            />
          )}
          <h2 className="h4 mt-4">Published list and configuration</h2>
          <p className="form-text">Read-only: shipped with the portal, and PUBLIC_HOLIDAYS.</p>
          <ul className="list-unstyled row">
            {holidays.data.published.map((date) => (
              <li key={date} className="col-6 col-md-3">
                {formatSingaporeDate(date)}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function AddedHolidays({
  holidays,
  supervisor,
  removing,
  onRemove,
}: {
  holidays: readonly AddedPublicHoliday[];
  supervisor: boolean;
  removing: string | undefined;
  onRemove: (holiday: AddedPublicHoliday) => void;
}) {
  const captionId = useId();
  return (
    <div className="table-responsive">
      <table className="table table-striped" aria-describedby={captionId}>
        <caption id={captionId}>In date order. Times are Singapore time.</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Name</th>
            <th scope="col">Added</th>
            {supervisor && <th scope="col">Action</th>}
          </tr>
        </thead>
        <tbody>
          {holidays.map((holiday) => (
            <tr key={holiday.date}>
              <td className="text-nowrap">{formatSingaporeDate(holiday.date)}</td>
              <td className="text-break">{holiday.name}</td>
              <td>
                {formatSingaporeDateTime(Date.parse(holiday.addedAt))} by {holiday.addedBy}
              </td>
              {supervisor && (
                <td>
                  <button
                    type="button"
                    className="btn btn-outline-danger btn-sm"
                    aria-label={`Remove ${formatSingaporeDate(holiday.date)}`}
                    disabled={removing === holiday.date}
                    onClick={() => onRemove(holiday)}
                  >
                    Remove
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
