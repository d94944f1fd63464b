import type { TemporaryRestrictedArea } from '@aviation-permits/domain';

// The one place the server's parts ask for the temporary restricted areas (ENQ-12, MAP-6): the
// zone data the map draws, the Enquiry Tool's and the forms' init-data, and the submission's
// check. Today they come from TEMPORARY_RESTRICTED_AREAS_FILE, read at start (config-published-
// data.ts); when the officer console keeps them in a table, this function reads the table and
// nothing that asks for them changes. Callers take the list as it stands at each request.

export type TemporaryRestrictedAreas = () => Promise<readonly TemporaryRestrictedArea[]>;

export function configuredTemporaryRestrictedAreas(
  areas: readonly TemporaryRestrictedArea[],
): TemporaryRestrictedAreas {
  return () => Promise.resolve(areas);
}
