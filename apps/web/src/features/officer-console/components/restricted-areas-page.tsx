import { useId, useRef, useState } from 'react';
import { RESTRICTED_AREA_STATE_LABELS } from '@aviation-permits/domain/officer';
import { formatSingaporeDate, formatSingaporeDateTime } from '@aviation-permits/domain/validation';
import type { PublishedRestrictedArea } from '@aviation-permits/domain/officer';
import type { TemporaryRestrictedArea } from '@aviation-permits/domain/geo';
import { useIsSupervisor } from '../api/officer-session';
import { useRestrictedAreas } from '../api/restricted-areas-query';
import { ListLoadState } from './list-load-state';
import { useOutcomeNotice } from './outcome-notice';
import { RestrictedAreaForm } from './restricted-area-form';
import { WithdrawAreaForm } from './withdraw-area-form';
import { NewestFirstTable } from './newest-first-table';

function days(from: string, to: string): string {
  return from === to
    ? formatSingaporeDate(from)
    : `${formatSingaporeDate(from)} to ${formatSingaporeDate(to)}`;
}

function heights({ floorFt, ceilingFt }: { floorFt: number; ceilingFt: number }): string {
  return `${floorFt} ft to ${ceilingFt} ft`;
}

function shape(area: TemporaryRestrictedArea['area']): string {
  return area.kind === 'circle'
    ? `Circle of ${area.radiusM} m`
    : `Polygon of ${area.ring.length} corners`;
}

/**
 * /officer/restricted-areas (OFF-30 to OFF-32, OFF-36): the temporary restricted areas published
 * here, newest first, with their state on the server's date, and those from configuration,
 * read-only. A supervisor publishes one and withdraws one that has not ended.
 */
export function RestrictedAreasPage() {
  const areas = useRestrictedAreas();
  const supervisor = useIsSupervisor();
  const [publishing, setPublishing] = useState(false);
  const { announce, clear, notice } = useOutcomeNotice();
  // Set when the form is cancelled: the Publish button takes the focus back as it is drawn again.
  const focusPublishWhenShown = useRef(false);

  return (
    <div className="container-fluid portal-page">
      <h1>Restricted areas</h1>
      <p>
        Temporary restricted areas are drawn on the public map and judged by the Enquiry Tool and
        the submission check from their start date to their end date (Singapore time).
      </p>
      {notice}
      {supervisor && !publishing && (
        <button
          ref={(button) => {
            if (button && focusPublishWhenShown.current) {
              focusPublishWhenShown.current = false;
              button.focus();
            }
          }}
          type="button"
          className="btn btn-primary mb-4"
          onClick={() => {
            clear();
            setPublishing(true);
          }}
        >
          Publish a restricted area
        </button>
      )}
      {publishing && (
        <RestrictedAreaForm
          onDone={(published) => {
            setPublishing(false);
            if (published) announce('The restricted area has been published.');
            else focusPublishWhenShown.current = true;
          }}
        />
      )}
      <ListLoadState query={areas} what="restricted areas" />
      {areas.data && (
        <>
          <h2 className="h4">Published in the console</h2>
          {areas.data.published.length === 0 ? (
            <p>No temporary restricted area has been published in the console.</p>
          ) : (
            <PublishedAreas
              areas={areas.data.published}
              supervisor={supervisor}
              onWithdrawn={() => announce('The restricted area has been withdrawn.')}
            />
          )}
          <h2 className="h4 mt-4">From configuration</h2>
          {areas.data.configured.length === 0 ? (
            <p>None: TEMPORARY_RESTRICTED_AREAS_FILE lists no area.</p>
          ) : (
            <ConfiguredAreas areas={areas.data.configured} />
          )}
        </>
      )}
    </div>
  );
}

function PublishedAreas({
  areas,
  supervisor,
  onWithdrawn,
}: {
  areas: readonly PublishedRestrictedArea[];
  supervisor: boolean;
  onWithdrawn: () => void;
}) {
  const [withdrawing, setWithdrawing] = useState<string>();
  return (
    <NewestFirstTable
      columns={[
        'Name',
        'Days',
        'Heights',
        'Area',
        'State',
        'Published',
        ...(supervisor ? ['Action'] : []),
      ]}
    >
      {areas.map((area) => (
        <tr key={area.id}>
          <td className="text-break">{area.name}</td>
          <td>{days(area.from, area.to)}</td>
          <td className="text-nowrap">{heights(area)}</td>
          <td>{shape(area.area)}</td>
          <td>
            {RESTRICTED_AREA_STATE_LABELS[area.state]}
            {area.withdrawnAt && (
              <span className="d-block small">
                {formatSingaporeDateTime(Date.parse(area.withdrawnAt))} by {area.withdrawnBy}:{' '}
                {area.withdrawalReason}
              </span>
            )}
          </td>
          <td>
            {formatSingaporeDateTime(Date.parse(area.publishedAt))} by {area.publishedBy}
          </td>
          {supervisor && (
            <td>
              {withdrawing === area.id ? (
                <WithdrawAreaForm
                  area={area}
                  onDone={(withdrawn) => {
                    setWithdrawing(undefined);
                    if (withdrawn) onWithdrawn();
                  }}
                />
              ) : (
                (area.state === 'upcoming' || area.state === 'in-force') && (
                  <button
                    type="button"
                    className="btn btn-outline-danger btn-sm"
                    aria-label={`Withdraw ${area.name}`}
                    onClick={() => setWithdrawing(area.id)}
                  >
                    Withdraw
                  </button>
                )
              )}
            </td>
          )}
        </tr>
      ))}
    </NewestFirstTable>
  );
}

function ConfiguredAreas({ areas }: { areas: readonly TemporaryRestrictedArea[] }) {
  const captionId = useId();
  return (
    <div className="table-responsive">
      <table className="table table-striped" aria-describedby={captionId}>
        <caption id={captionId}>Read-only: from TEMPORARY_RESTRICTED_AREAS_FILE.</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Days</th>
            <th scope="col">Heights</th>
            <th scope="col">Area</th>
          </tr>
        </thead>
        <tbody>
          {areas.map((area) => (
            <tr key={area.id}>
              <td className="text-break">{area.name}</td>
              <td>{area.periods.map((period) => days(period.from, period.to)).join('; ')}</td>
              <td className="text-nowrap">{heights(area)}</td>
              <td>{shape(area.area)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
