import type { ActivityHeight } from './enquiry-schema.js';
import { metresToFeet } from './eligibility-format.js';

// The aerial activity thresholds are heights above mean sea level in feet (domain-facts). A
// height above the ground becomes one above sea level by adding the site's ground elevation; when
// the applicant gives none, the ground is taken at sea level and a note says so (most of
// Singapore lies within 30 m of it).

export interface HeightAboveSeaLevel {
  feet: number;
  /** True when a height above ground was converted without a ground elevation. */
  groundAssumedAtSeaLevel: boolean;
}

export function heightAboveSeaLevelFt(
  height: ActivityHeight | undefined,
  groundElevationM: number | undefined,
): HeightAboveSeaLevel | undefined {
  if (!height) return undefined;
  const feet = height.unit === 'ft' ? height.value : metresToFeet(height.value);
  if (height.reference === 'AMSL') return { feet, groundAssumedAtSeaLevel: false };
  return {
    feet: feet + metresToFeet(groundElevationM ?? 0),
    groundAssumedAtSeaLevel: groundElevationM === undefined,
  };
}
