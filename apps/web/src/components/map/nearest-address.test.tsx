import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAP_MESSAGES } from '@aviation-permits/domain/messages';
import type { ApplicationLocation, OneMapGeocodeInfo } from '@aviation-permits/domain/geo';
import type { MapLookup, MapSearchClient } from '../../lib/map-search/map-search-client';
import { LazyPortalMap } from './lazy-portal-map';
import { NearestAddress, NO_ADDRESS_NEAR } from './nearest-address';
import PortalMap from './portal-map';

// MAP-12: a point on the application's map is looked up with the reverse geocode and the nearest
// address named under the map.

const POINT: ApplicationLocation = {
  kind: 'point',
  point: { latitude: '1.2839', longitude: '103.8607' },
};

const FARTHER: OneMapGeocodeInfo = {
  BUILDINGNAME: 'ESPLANADE',
  BLOCK: '1',
  ROAD: 'ESPLANADE DRIVE',
  POSTALCODE: '038981',
  LATITUDE: '1.2897',
  LONGITUDE: '103.8555',
};
const NEARER: OneMapGeocodeInfo = {
  BUILDINGNAME: 'MARINA BAY SANDS',
  BLOCK: '10',
  ROAD: 'BAYFRONT AVENUE',
  POSTALCODE: '018956',
  LATITUDE: '1.2838',
  LONGITUDE: '103.8606',
};
const UNNAMED = { ...NEARER, BUILDINGNAME: 'NIL', BLOCK: 'NIL', ROAD: 'NIL', POSTALCODE: 'NIL' };

function fakeClient(answer: MapLookup<OneMapGeocodeInfo[]>): MapSearchClient {
  return { search: vi.fn(), lookup: vi.fn(), reverseGeocode: vi.fn(async () => answer) };
}

describe('the nearest address of a point on the map (MAP-12)', () => {
  it('names the nearest address found around the point, whatever the answer’s order', async () => {
    const client = fakeClient({ error: false, data: [FARTHER, UNNAMED, NEARER] });

    render(<NearestAddress client={client} location={POINT} />);

    expect(
      await screen.findByText(
        'Nearest address: MARINA BAY SANDS, 10 BAYFRONT AVENUE, Singapore 018956',
      ),
    ).toBeVisible();
    expect(client.reverseGeocode).toHaveBeenCalledWith(1.2839, 103.8607);
  });

  it.each<[string, MapLookup<OneMapGeocodeInfo[]>, string]>([
    ['nothing around it', { error: false, data: [] }, NO_ADDRESS_NEAR],
    ['only unnamed places', { error: false, data: [UNNAMED] }, NO_ADDRESS_NEAR],
    [
      'a failed lookup',
      { error: true, data: null, reason: 'failed' },
      MAP_MESSAGES.unableToRetrieveData,
    ],
  ])('with %s says "%s"', async (_name, answer, message) => {
    render(<NearestAddress client={fakeClient(answer)} location={POINT} />);

    expect(await screen.findByText(message)).toBeVisible();
  });

  it('looks up again when the point moves, showing only the new point’s answer', async () => {
    const client = fakeClient({ error: false, data: [NEARER] });
    const { rerender } = render(<NearestAddress client={client} location={POINT} />);
    await screen.findByText(/MARINA BAY SANDS/);

    vi.mocked(client.reverseGeocode).mockResolvedValue({ error: false, data: [] });
    rerender(
      <NearestAddress
        client={client}
        location={{ kind: 'point', point: { latitude: '1.3000', longitude: '103.8000' } }}
      />,
    );

    expect(await screen.findByText(NO_ADDRESS_NEAR)).toBeVisible();
    expect(client.reverseGeocode).toHaveBeenLastCalledWith(1.3, 103.8);
    expect(screen.queryByText(/MARINA BAY SANDS/)).toBeNull();
  });

  it('says nothing for an area or a circle, or with no location', () => {
    const client = fakeClient({ error: false, data: [NEARER] });
    const circle: ApplicationLocation = {
      kind: 'circle',
      centre: { latitude: '1.2839', longitude: '103.8607' },
      radiusMetres: 100,
    };

    const { container, rerender } = render(<NearestAddress client={client} location={circle} />);
    rerender(<NearestAddress client={client} location={undefined} />);

    expect(container).toBeEmptyDOMElement();
    expect(client.reverseGeocode).not.toHaveBeenCalled();
  });
});

describe('the nearest address under the portal map (MAP-12)', () => {
  it('names the nearest address of a point placed on the editable map', async () => {
    const client = fakeClient({ error: false, data: [NEARER] });
    render(<LazyPortalMap searchClient={client} />);
    await screen.findByRole('region', { name: 'Map of Singapore' });
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Latitude'), '1.2839');
    await user.type(screen.getByLabelText('Longitude'), '103.8607{Enter}');

    expect(await screen.findByText(/^Nearest address: MARINA BAY SANDS/)).toBeVisible();
    expect(client.reverseGeocode).toHaveBeenCalledWith(1.2839, 103.8607);
  });

  it('looks nothing up on a read-only map', () => {
    const client = fakeClient({ error: false, data: [NEARER] });

    render(<PortalMap searchClient={client} value={POINT} readOnly />);

    expect(client.reverseGeocode).not.toHaveBeenCalled();
  });
});
