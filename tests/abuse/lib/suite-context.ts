import type { ClientAddresses } from './client-addresses.js';
import type { Identities } from './identities.js';
import type { AbuseOptions } from './options.js';
import type { OwnerRecords } from './owner-records.js';
import type { PartReport } from './report.js';
import type { RouteCatalogue } from './route-catalogue.js';
import type { PortalTarget } from './target.js';

// What every part of the suite is given: the portal, its routes, the identities signed in on it
// and applicant A's records (both only on a development portal), fresh client addresses and the
// run's bounds.

export interface SuiteContext {
  target: PortalTarget;
  catalogue: RouteCatalogue;
  identities: Identities;
  records: OwnerRecords | undefined;
  addresses: ClientAddresses;
  options: AbuseOptions;
}

export type Part = (context: SuiteContext) => Promise<PartReport>;
