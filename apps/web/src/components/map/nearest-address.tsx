import { useEffect, useState } from 'react';
import { haversineMetres, ONEMAP_MISSING } from '@aviation-permits/domain/geo';
import { MAP_MESSAGES } from '@aviation-permits/domain/messages';
import type { ApplicationLocation, OneMapGeocodeInfo } from '@aviation-permits/domain/geo';
import type { MapLookup, MapSearchClient } from '../../lib/map-search/map-search-client';

// MAP-12: a point placed on the map (a click in point mode, a drag, typed coordinates) is looked
// up with the map service's reverse geocode, and the nearest address is named under the map, so
// the applicant can tell the point is where they meant without reading the map's labels.

export const NO_ADDRESS_NEAR = 'No address found near this point.';
const LOOKING_UP_ADDRESS = 'Looking up the nearest address…';

const present = (value: string) => value.trim() !== '' && value !== ONEMAP_MISSING;

/** "MARINA BAY SANDS, 10 BAYFRONT AVENUE, Singapore 018956", leaving out OneMap's "NIL"s. */
function addressText(info: OneMapGeocodeInfo): string {
  const street = [info.BLOCK, info.ROAD].filter(present).join(' ');
  const postal = present(info.POSTALCODE) ? `Singapore ${info.POSTALCODE}` : '';
  return [info.BUILDINGNAME, street, postal].filter(present).join(', ');
}

/** What to say of a lookup around a point: the nearest named place, none, or the failure. */
function describe(lookup: MapLookup<OneMapGeocodeInfo[]>, latitude: number, longitude: number) {
  if (lookup.error) return MAP_MESSAGES.unableToRetrieveData;
  const here = { lat: latitude, lng: longitude };
  const distance = (info: OneMapGeocodeInfo) =>
    haversineMetres(here, { lat: Number(info.LATITUDE), lng: Number(info.LONGITUDE) });
  // OneMap does not promise an order; a result without a position counts as farthest.
  const [nearest] = lookup.data
    .filter((info) => addressText(info) !== '')
    .sort((a, b) => (distance(a) || Infinity) - (distance(b) || Infinity));
  return nearest ? `Nearest address: ${addressText(nearest)}` : NO_ADDRESS_NEAR;
}

interface NearestAddressProps {
  client: MapSearchClient;
  location: ApplicationLocation | undefined;
}

export function NearestAddress({ client, location }: NearestAddressProps) {
  const latitude = location?.kind === 'point' ? location.point.latitude : '';
  const longitude = location?.kind === 'point' ? location.point.longitude : '';
  const key = `${latitude},${longitude}`;
  const [answer, setAnswer] = useState<{ key: string; text: string }>();

  useEffect(() => {
    if (latitude === '') return undefined;
    // A later point wins: an answer for a point the applicant has since moved is dropped.
    let current = true;
    const [lat, lng] = [Number(latitude), Number(longitude)];
    void client.reverseGeocode(lat, lng).then((lookup) => {
      if (current) setAnswer({ key: `${latitude},${longitude}`, text: describe(lookup, lat, lng) });
    });
    return () => {
      current = false;
    };
  }, [client, latitude, longitude]);

  if (latitude === '') return null;
  return (
    <p className="portal-map__nearest-address" aria-live="polite">
      {answer?.key === key ? answer.text : LOOKING_UP_ADDRESS}
    </p>
  );
}
