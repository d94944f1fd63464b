import { useId } from 'react';
import type { ZoneGroup } from './zone-groups';
import './zone-overlay-list.css';

// MAP-6: the zone overlays' switches, which are also the legend: each checkbox carries its kind's
// colour, so the colour on the map is explained beside the control that shows or hides it.

interface ZoneOverlayListProps {
  groups: readonly ZoneGroup[];
  /** The zones are on their way: each kind waits, with its switch off limits, in its place. */
  loading?: boolean;
  hiddenKinds: ReadonlySet<string>;
  onToggle(kind: string, visible: boolean): void;
}

export function ZoneOverlayList({
  groups,
  loading = false,
  hiddenKinds,
  onToggle,
}: ZoneOverlayListProps) {
  const id = useId();
  if (groups.length === 0) return null;
  return (
    <fieldset className="portal-map-zones">
      <legend className="fs-6">Zones shown on the map</legend>
      <ul className="list-unstyled mb-0">
        {groups.map((group) => (
          <li key={group.kind} className="form-check">
            <input
              id={`${id}-${group.kind}`}
              type="checkbox"
              className="form-check-input"
              checked={!hiddenKinds.has(group.kind)}
              disabled={loading}
              onChange={(event) => onToggle(group.kind, event.target.checked)}
            />
            <label htmlFor={`${id}-${group.kind}`} className="form-check-label">
              <span
                className="portal-map-zones__swatch"
                style={{ backgroundColor: group.colour, borderColor: group.colour }}
                aria-hidden="true"
              />
              {group.label} ({loading ? 'loading…' : group.features.length})
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
