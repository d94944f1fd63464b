import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ZONE_KIND_LABELS } from '@aviation-permits/domain/geo';
import type { ApplicationLocation } from '@aviation-permits/domain/geo';
import type { FeatureCollection } from 'geojson';
import { LazyPortalMap } from './lazy-portal-map';
import PortalMap from './portal-map';

// The glue between React and Leaflet, as far as jsdom renders it (no tiles, no layout); drawing
// with the mouse and the screenshot image are checked in Chromium by the e2e suite.

const CIRCLE: ApplicationLocation = {
  kind: 'circle',
  centre: { latitude: '1.35917', longitude: '103.98933' },
  radiusMetres: 2000,
};
const ZONES: FeatureCollection = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { id: 'z1', kind: 'AERODROME_ZONE', name: 'Changi', label: 'Changi 5 km' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [103.94, 1.32],
            [104.03, 1.32],
            [104.03, 1.4],
            [103.94, 1.32],
          ],
        ],
      },
    },
  ],
};

function mapElement(): HTMLElement {
  return screen.getByRole('region', { name: 'Map of Singapore' });
}

describe('portal map (MAP-1 to MAP-6, MAP-16, ENQ-3, ROUTE-43)', () => {
  it('puts a typed point on the map and tells the page', async () => {
    const onChange = vi.fn();
    render(<LazyPortalMap onChange={onChange} />);
    await screen.findByRole('region', { name: 'Map of Singapore' });
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Latitude'), '1.3521');
    await user.type(screen.getByLabelText('Longitude'), '103.8198{Enter}');

    const point = { kind: 'point', point: { latitude: '1.3521', longitude: '103.8198' } };
    expect(onChange).toHaveBeenCalledWith(point);
    expect(screen.getByText(/^Selected location: Point at latitude 1.3521/)).toBeInTheDocument();
    expect(mapElement().querySelectorAll('.leaflet-marker-icon')).toHaveLength(1);
  });

  it('offers the drawing tools and the coordinates, by name, only while editing', async () => {
    const { unmount } = render(<LazyPortalMap value={CIRCLE} />);
    await screen.findByRole('region', { name: 'Map of Singapore' });
    for (const name of ['Draw a point', 'Draw a circle', 'Draw an area', 'Remove the location']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('group', { name: /by coordinates/ })).toBeInTheDocument();
    unmount();

    render(<LazyPortalMap value={CIRCLE} readOnly />);
    await screen.findByRole('region', { name: 'Map of Singapore' });
    expect(screen.queryByRole('button', { name: 'Draw a point' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /by coordinates/ })).not.toBeInTheDocument();
    expect(screen.getByText(/^Selected location: Circle of radius 2000 m/)).toBeInTheDocument();
    expect(mapElement().querySelectorAll('.leaflet-overlay-pane path')).toHaveLength(1);
  });

  it('shows and hides a zone overlay with its checkbox', async () => {
    render(<PortalMap zones={ZONES} readOnly />);
    const paths = () => mapElement().querySelectorAll('.leaflet-overlay-pane path').length;
    expect(paths()).toBe(1);

    await userEvent.click(
      screen.getByRole('checkbox', { name: `${ZONE_KIND_LABELS.AERODROME_ZONE} (1)` }),
    );
    expect(paths()).toBe(0);
  });

  it('keeps zone shapes out of the Tab order: the legend names the zones instead (MAP-23)', () => {
    render(<PortalMap zones={ZONES} readOnly />);
    const shapes = mapElement().querySelectorAll('.leaflet-overlay-pane path');

    expect(shapes.length).toBeGreaterThan(0);
    for (const shape of shapes) expect(shape).toHaveAttribute('tabindex', '-1');
    expect(
      screen.getByRole('checkbox', { name: `${ZONE_KIND_LABELS.AERODROME_ZONE} (1)` }),
    ).toBeInTheDocument();
  });

  it('offers the screenshot only with a product name to name the file', () => {
    const { unmount } = render(<PortalMap />);
    expect(screen.queryByRole('button', { name: 'Save map screenshot' })).not.toBeInTheDocument();
    unmount();
    render(<PortalMap productName="AviationPermits" />);
    expect(screen.getByRole('button', { name: 'Save map screenshot' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Attach to application' })).toBeNull();
  });

  it('offers "Attach to application" when the page can attach the screenshot (MAP-16)', () => {
    render(<PortalMap productName="AviationPermits" attachScreenshot={{ send: vi.fn() }} />);
    expect(screen.getByRole('button', { name: 'Attach to application' })).toBeInTheDocument();
  });

  it('highlights the zones named by id, over the overlays, even with their kind hidden (ENQ-3)', async () => {
    render(<PortalMap zones={ZONES} highlightedZoneIds={['z1', 'no-such-zone']} readOnly />);
    const highlighted = () =>
      mapElement().querySelectorAll('.leaflet-portal-zone-highlight-pane path').length;
    expect(highlighted()).toBe(1);
    expect(screen.getByText('Highlighted on the map: Changi 5 km')).toBeInTheDocument();

    await userEvent.click(
      screen.getByRole('checkbox', { name: `${ZONE_KIND_LABELS.AERODROME_ZONE} (1)` }),
    );
    expect(highlighted()).toBe(1);
  });

  it("opens at zoom 12, one step above OneMap's lowest, and shows a chosen point at the maximum zoom, 19 (CONST-20)", async () => {
    render(<LazyPortalMap />);
    await screen.findByRole('region', { name: 'Map of Singapore' });
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    // OneMap's tiles start at 11, one step below the opening zoom of 12.
    expect(zoomIn).toHaveAttribute('aria-disabled', 'false');
    expect(zoomOut).toHaveAttribute('aria-disabled', 'false');
    await userEvent.click(zoomOut);
    expect(zoomOut).toHaveAttribute('aria-disabled', 'true');

    await userEvent.type(screen.getByLabelText('Latitude'), '1.3521');
    await userEvent.type(screen.getByLabelText('Longitude'), '103.8198{Enter}');

    expect(zoomIn).toHaveAttribute('aria-disabled', 'true');
    expect(zoomOut).toHaveAttribute('aria-disabled', 'false');
  });
});
