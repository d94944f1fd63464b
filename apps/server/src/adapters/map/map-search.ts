import { MAP_MESSAGES } from '@aviation-permits/domain/messages';
import {
  type MapReverseGeocodeQuery,
  type MapSearchQuery,
  type OneMapReverseGeocodeAnswer,
  type OneMapSearchAnswer,
} from '@aviation-permits/domain/geo';
import type { MapSearchSource } from '../../config/map.js';
import { ServiceUnavailableError, TooManyRequestsError } from '../../errors/http-errors.js';

// The map search (MAP-9, MAP-12 to MAP-14): OneMap with the portal's account when configured
// (onemap-map-search.ts), else the packaged gazetteer (gazetteer-map-search.ts). Both answer in
// OneMap's shapes, so the map service and the postal-code lookup cannot tell them apart.

export interface MapSearch {
  /** Named in the start-up log line and docs/map.md. */
  readonly source: MapSearchSource;
  search(query: MapSearchQuery): Promise<OneMapSearchAnswer>;
  reverseGeocode(query: MapReverseGeocodeQuery): Promise<OneMapReverseGeocodeAnswer>;
}

/** The smallest logger the adapter needs (pino's and Fastify's loggers are ones). */
export interface MapSearchLogger {
  info(message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
}

/** OneMap refused for its rate limit: the caller gets 429 TOO_MANY_REQUESTS and may try later. */
export class MapSearchRateLimitedError extends TooManyRequestsError {}

/** OneMap could not answer (down, timed out, refused the account, answered another shape): 503. */
export class MapSearchUnavailableError extends ServiceUnavailableError {
  constructor(
    /** For the log only: a status or a kind of failure, never the search text. */
    readonly reason: string,
  ) {
    super(MAP_MESSAGES.unableToRetrieveData);
  }
}
