import {
  oneMapReverseGeocodeAnswerSchema,
  oneMapSearchAnswerSchema,
  type OneMapReverseGeocodeAnswer,
  type OneMapSearchAnswer,
} from '@aviation-permits/domain/geo';
import type { z } from 'zod';
import type { OneMapAccount } from '../../config/map.js';
import {
  MapSearchRateLimitedError,
  MapSearchUnavailableError,
  type MapSearch,
  type MapSearchLogger,
} from './map-search.js';
import { oneMapFetch, oneMapUrl, retryAfterSeconds } from './onemap-fetch.js';
import { createOneMapTokens } from './onemap-token.js';

// The map search relayed to OneMap (MAP-9, MAP-12, MAP-13, MAP-17) with the server's own token: on a 401
// the token is renewed once and the call tried again; a 429 is the caller's 429; anything else
// that is not an answer in OneMap's shape is a 503 "Unable to retrieve data.". Answers are
// validated with the domain's OneMap schemas, so the browser gets exactly what the gazetteer would
// give it. The log names the call and the failure, never the search text or the point.

const ONEMAP_SEARCH_PATH = '/api/common/elastic/search';
const ONEMAP_REVERSE_GEOCODE_PATH = '/api/public/revgeocode';

export interface OneMapSearchOptions {
  account: OneMapAccount;
  now: () => Date;
  logger: MapSearchLogger;
}

export function createOneMapSearch({ account, now, logger }: OneMapSearchOptions): MapSearch {
  const tokens = createOneMapTokens(account, now);

  async function get<T>(
    call: string,
    path: string,
    query: Record<string, string>,
    schema: z.ZodType<T>,
  ): Promise<T> {
    const url = oneMapUrl(account.baseUrl, path, query);
    const send = async (token: string) =>
      oneMapFetch(url, call, { headers: { authorization: token } });
    try {
      let token = await tokens.current();
      let response = await send(token);
      if (response.status === 401) {
        token = await tokens.renew(token);
        response = await send(token);
      }
      if (response.status === 429) {
        throw new MapSearchRateLimitedError(retryAfterSeconds(response));
      }
      if (!response.ok) throw new MapSearchUnavailableError(`${call}: status ${response.status}`);
      const parsed = schema.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success) throw new MapSearchUnavailableError(`${call}: unexpected answer`);
      return parsed.data;
    } catch (error) {
      if (error instanceof MapSearchUnavailableError) {
        logger.warn({ call, reason: error.reason }, 'OneMap could not answer');
      } else if (error instanceof MapSearchRateLimitedError) {
        logger.warn({ call }, 'OneMap refused: rate limit');
      }
      throw error;
    }
  }

  return {
    source: 'onemap',
    search: ({ searchVal, pageNum }): Promise<OneMapSearchAnswer> =>
      get(
        'search',
        ONEMAP_SEARCH_PATH,
        { searchVal, returnGeom: 'Y', getAddrDetails: 'Y', pageNum: String(pageNum) },
        oneMapSearchAnswerSchema,
      ),
    reverseGeocode: ({ location, buffer, addressType }): Promise<OneMapReverseGeocodeAnswer> =>
      get(
        'reverse geocode',
        ONEMAP_REVERSE_GEOCODE_PATH,
        { location: `${location.lat},${location.lng}`, buffer: String(buffer), addressType },
        oneMapReverseGeocodeAnswerSchema,
      ),
  };
}
