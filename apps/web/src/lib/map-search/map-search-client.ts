import type { z } from 'zod';
import { MAP_MESSAGES } from '@aviation-permits/domain/messages';
import {
  mapSearchAnswerSchema,
  oneMapReverseGeocodeAnswerSchema,
} from '@aviation-permits/domain/geo';
import type { OneMapGeocodeInfo, OneMapSearchResult } from '@aviation-permits/domain/geo';
import type { ApiClient } from '../api-client/api-client';
import { ApiError } from '../api-client/api-error';
import { mapReverseGeocodeUrl, mapSearchUrl } from './map-search-paths';
import { createMapTokenSource } from './map-token-source';
import type { MapSearchLogger, TokenStorage } from './map-token-source';

// MAP-9 to MAP-12, MAP-18, MAP-21: address search and reverse lookup through the map service, with
// the token kept by map-token-source. Failures never throw: a caller gets the error shape of the
// map errors (missing token, no results, too many searches, anything else) and shows its own
// message. A search the packaged gazetteer answered because OneMap was busy carries its notice.

/**
 * Why a lookup gave no data: a page says "Address not found.", "Unable to retrieve data." or, for
 * a client past its limit (MAP-18), MAP_MESSAGES.tooManySearches.
 */
export type MapLookupFailure = 'no-results' | 'token-missing' | 'too-many-requests' | 'failed';

/** MAP-21: the map service's word that the packaged gazetteer answered, for the page to show. */
interface MapNotice {
  notice?: string;
}

/** What every lookup returns: the data, or `{ error: true, data: null }` and the reason. */
export type MapLookup<T> =
  | ({ error: false; data: T } & MapNotice)
  | ({ error: true; data: null; reason: MapLookupFailure } & MapNotice);

/** Reverse lookups search this far around the point unless told otherwise (OneMap allows 0–500). */
const DEFAULT_REVERSE_GEOCODE_BUFFER_M = 50;

export interface MapSearchClient {
  /** Every result for the text (page 1); no results is the error shape. */
  search(searchVal: string): Promise<MapLookup<OneMapSearchResult[]>>;
  /** A single address lookup: the first result. */
  lookup(searchVal: string): Promise<MapLookup<OneMapSearchResult>>;
  /** Buildings near a point; an empty list when there are none. */
  reverseGeocode(
    latitude: number,
    longitude: number,
    bufferMetres?: number,
  ): Promise<MapLookup<OneMapGeocodeInfo[]>>;
}

export interface MapSearchClientDependencies {
  /** The request pipeline (its fetch is the one to fake in tests). */
  api: ApiClient;
  storage?: TokenStorage;
  now?: () => number;
  logger?: MapSearchLogger;
}

const failure = (reason: MapLookupFailure) => ({ error: true, data: null, reason }) as const;
type Failure = ReturnType<typeof failure>;
const REFUSED = Symbol('token refused');

export function createMapSearchClient(dependencies: MapSearchClientDependencies): MapSearchClient {
  const { api } = dependencies;
  const logger = dependencies.logger ?? console;
  const tokens = createMapTokenSource({
    api,
    storage: dependencies.storage ?? globalThis.localStorage,
    now: dependencies.now ?? Date.now,
    logger,
  });

  /** One authorised GET; a 401 fetches a new token from the init call and tries once more. */
  async function authorisedGet<T>(
    call: string,
    url: string,
    schema: z.ZodType<T>,
  ): Promise<MapLookup<T>> {
    const answer = await tryGet(call, url, schema, await tokens.current());
    if (answer !== REFUSED) return answer;
    const retried = await tryGet(call, url, schema, await tokens.refresh());
    return retried === REFUSED ? failed(call, 'status 401') : retried;
  }

  /** REFUSED when the map service did not accept the token (401). */
  async function tryGet<T>(
    call: string,
    url: string,
    schema: z.ZodType<T>,
    token: string | null,
  ): Promise<MapLookup<T> | typeof REFUSED> {
    if (!token) {
      logger.error(MAP_MESSAGES.tokenMissing);
      return failure('token-missing');
    }
    try {
      // OneMap's form: the bare token, no scheme.
      return {
        error: false,
        data: await api.call(url, { schema, headers: { authorization: token } }),
      };
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return REFUSED;
      const tooMany = error instanceof ApiError && error.status === 429;
      return failed(call, describeFailure(error), tooMany ? 'too-many-requests' : 'failed');
    }
  }

  function failed(call: string, reason: string, kind: MapLookupFailure = 'failed'): Failure {
    // The address is left out: the search text may be personal data.
    logger.error(`Map ${call} failed (${reason}).`);
    return failure(kind);
  }

  async function search(searchVal: string): Promise<MapLookup<OneMapSearchResult[]>> {
    const answer = await authorisedGet('search', mapSearchUrl(searchVal), mapSearchAnswerSchema);
    if (answer.error) return answer;
    const { results, notice } = answer.data;
    const withNotice = notice === undefined ? {} : { notice };
    if (results.length === 0) {
      logger.info('Map search succeeded with no results.');
      return { ...failure('no-results'), ...withNotice };
    }
    return { error: false, data: results, ...withNotice };
  }

  async function lookup(searchVal: string): Promise<MapLookup<OneMapSearchResult>> {
    const answer = await search(searchVal);
    if (answer.error) return answer;
    const [first] = answer.data;
    return first ? { error: false, data: first } : failure('no-results');
  }

  async function reverseGeocode(
    latitude: number,
    longitude: number,
    bufferMetres = DEFAULT_REVERSE_GEOCODE_BUFFER_M,
  ): Promise<MapLookup<OneMapGeocodeInfo[]>> {
    const url = mapReverseGeocodeUrl(latitude, longitude, bufferMetres);
    const answer = await authorisedGet('reverse lookup', url, oneMapReverseGeocodeAnswerSchema);
    return answer.error ? answer : { error: false, data: answer.data.GeocodeInfo };
  }

  return { search, lookup, reverseGeocode };
}

function describeFailure(error: unknown): string {
  if (error instanceof ApiError) {
    return error.status === undefined ? 'no answer' : `status ${error.status}`;
  }
  return 'unexpected error';
}
