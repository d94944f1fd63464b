import { useState } from 'react';
import type { ApplicationLocation } from '@aviation-permits/domain/geo';
import { LazyPortalMap } from '@/components/map';
import { useMapZones } from '@/lib/map-zones/zone-data-query';

/**
 * The application's location on the portal's map with the zones (OFF-44), read-only, as the
 * applicant's details page shows it; the map and its zones load once its place scrolls into view.
 */
export function ApplicationLocationMap({ location }: { location: ApplicationLocation }) {
  const [mapLoading, setMapLoading] = useState(false);
  const { zones, loading } = useMapZones(mapLoading);
  return (
    <section className="mb-3" aria-label="Location on the map">
      <h2 className="h4">Location on the map</h2>
      <LazyPortalMap
        label="Location on map"
        value={location}
        readOnly
        zones={zones}
        zonesLoading={loading}
        height="22rem"
        loading="in-view"
        onLoadStart={() => setMapLoading(true)}
      />
    </section>
  );
}
