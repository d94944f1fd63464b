import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Feature, FeatureCollection } from 'geojson';
import { ZONE_KIND_LABELS } from '@aviation-permits/domain/geo';
import { describeZone, groupZonesByKind } from './zone-groups';
import { ZoneOverlayList } from './zone-overlay-list';

function zone(kind: string, name: string, limitM?: number): Feature {
  const limit = limitM ? { limit: { value: limitM, unit: 'm', reference: 'AMSL' } } : {};
  return {
    type: 'Feature',
    properties: { id: name, kind, name, label: name, ...limit },
    geometry: { type: 'Point', coordinates: [103.98, 1.35] },
  };
}
const ZONES: FeatureCollection = {
  type: 'FeatureCollection',
  features: [
    zone('HEIGHT_LIMIT', 'Seletar 3 km', 93.8),
    zone('AERODROME_ZONE', 'Changi 5 km'),
    zone('HEIGHT_LIMIT', 'Seletar 6 km', 193.1),
    zone('NEW-KIND', 'Somewhere'),
  ],
};

describe('zone overlays (MAP-6)', () => {
  it("groups zones by kind in a stable order, with the domain's legend texts and colours, every known kind included", () => {
    const groups = groupZonesByKind(ZONES);
    expect(groups.map((g) => [g.kind, g.label, g.features.length])).toEqual([
      ['AERODROME', ZONE_KIND_LABELS.AERODROME, 0],
      ['AERODROME_ZONE', ZONE_KIND_LABELS.AERODROME_ZONE, 1],
      ['FLIGHT_FUNNEL', ZONE_KIND_LABELS.FLIGHT_FUNNEL, 0],
      ['HEIGHT_LIMIT', ZONE_KIND_LABELS.HEIGHT_LIMIT, 2],
      ['NEW-KIND', 'New kind', 1],
      ['RUNWAY', ZONE_KIND_LABELS.RUNWAY, 0],
      ['SHIP_REPORTING_AREA', ZONE_KIND_LABELS.SHIP_REPORTING_AREA, 0],
      ['TEMPORARY_RESTRICTED_AREA', ZONE_KIND_LABELS.TEMPORARY_RESTRICTED_AREA, 0],
    ]);
    expect(new Set(groups.map((g) => g.colour)).size).toBe(8);
  });

  it('keeps its lines while the zones are on their way, so nothing below it moves when they come (MAP-6)', () => {
    const waiting = render(
      <ZoneOverlayList
        groups={groupZonesByKind({ type: 'FeatureCollection', features: [] })}
        loading
        hiddenKinds={new Set()}
        onToggle={vi.fn()}
      />,
    );
    const waitingBoxes = screen.getAllByRole('checkbox');
    expect(
      screen.getByRole('checkbox', { name: `${ZONE_KIND_LABELS.AERODROME} (loading…)` }),
    ).toBeInTheDocument();
    for (const box of waitingBoxes) expect(box).toBeDisabled();
    waiting.unmount();

    render(
      <ZoneOverlayList
        groups={groupZonesByKind(ZONES)}
        hiddenKinds={new Set()}
        onToggle={vi.fn()}
      />,
    );
    const loadedBoxes = screen.getAllByRole('checkbox');
    // The kinds the domain knows, plus the one kind the zones bring that it does not.
    expect(loadedBoxes).toHaveLength(waitingBoxes.length + 1);
    expect(screen.getByRole('checkbox', { name: `${ZONE_KIND_LABELS.RUNWAY} (0)` })).toBeEnabled();
  });

  it('names a zone with its height limit when it has one', () => {
    expect(describeZone(zone('HEIGHT_LIMIT', 'Seletar 3 km', 93.8))).toBe(
      'Seletar 3 km (limit 93.8 m above mean sea level)',
    );
    expect(describeZone(zone('AERODROME_ZONE', 'Changi 5 km'))).toBe('Changi 5 km');
  });

  it('offers one real checkbox per kind and reports each toggle', async () => {
    const onToggle = vi.fn();
    render(
      <ZoneOverlayList
        groups={groupZonesByKind(ZONES)}
        hiddenKinds={new Set(['HEIGHT_LIMIT'])}
        onToggle={onToggle}
      />,
    );
    const group = screen.getByRole('group', { name: 'Zones shown on the map' });
    expect(group).toBeInTheDocument();
    const shown = screen.getByRole('checkbox', {
      name: `${ZONE_KIND_LABELS.AERODROME_ZONE} (1)`,
    });
    const hidden = screen.getByRole('checkbox', { name: `${ZONE_KIND_LABELS.HEIGHT_LIMIT} (2)` });
    expect(shown).toBeChecked();
    expect(hidden).not.toBeChecked();

    await userEvent.click(shown);
    expect(onToggle).toHaveBeenCalledWith('AERODROME_ZONE', false);
  });

  it('shows nothing when no zones are given', () => {
    const { container } = render(
      <ZoneOverlayList
        groups={groupZonesByKind(undefined)}
        hiddenKinds={new Set()}
        onToggle={vi.fn()}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
