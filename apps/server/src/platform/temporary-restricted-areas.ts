import { singaporeCalendarDate } from '@aviation-permits/domain/validation';
import { type TemporaryRestrictedArea } from '@aviation-permits/domain/geo';
import type { TemporaryAreaRepository } from './published-data/temporary-area.repository.js';

// The one place the server's parts ask for the temporary restricted areas (ENQ-12, MAP-6, OFF-30):
// the zone data the map draws, the Enquiry Tool's and the forms' init-data, and the submission's
// check. They are the ones TEMPORARY_RESTRICTED_AREAS_FILE lists (read at start,
// config/published-data.ts) and the ones supervisors publish in the officer console (a table),
// those not withdrawn and not over on the server's date in Singapore. Callers take the list as it
// stands at each request, so a publication or a withdrawal counts from the next one.

export type TemporaryRestrictedAreas = () => Promise<readonly TemporaryRestrictedArea[]>;

interface TemporaryRestrictedAreaSources {
  configured: readonly TemporaryRestrictedArea[];
  published: Pick<TemporaryAreaRepository, 'served'>;
  now: () => Date;
}

export function temporaryRestrictedAreasFrom({
  configured,
  published,
  now,
}: TemporaryRestrictedAreaSources): TemporaryRestrictedAreas {
  return async () => [...configured, ...(await published.served(singaporeCalendarDate(now())))];
}
