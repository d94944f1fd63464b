import type { ApplicationLocation } from '@aviation-permits/domain/geo';
import { describeLocation } from './location-text';

/** The line under the map that says what is selected, on the map and on its placeholder alike. */
export function LocationSummary({ location }: { location: ApplicationLocation | undefined }) {
  return (
    <p className="portal-map__summary">
      {location ? `Selected location: ${describeLocation(location)}` : 'No location selected.'}
    </p>
  );
}
