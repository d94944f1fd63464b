import { createHash } from 'node:crypto';
import {
  oneMapReverseGeocodeAnswerSchema,
  oneMapSearchAnswerSchema,
  type MapReverseGeocodeQuery,
  type MapSearchQuery,
} from '@aviation-permits/domain/geo';
import type { z } from 'zod';
import type { MapAnswerCache } from './map-answer-cache.js';
import type { MapSearch } from './map-search.js';

// MAP-20: a query answered once is answered from the cache until it expires, without a call to
// OneMap. Queries that differ only in case or spacing are one query; a point is its two numbers,
// whatever digits the browser printed. The cache's key is a digest of that, so neither Redis nor
// memory holds a search text as a key.

/** The normalised query: what makes OneMap answer differently, and nothing else. */
function searchCacheKey({ searchVal, pageNum }: MapSearchQuery): string {
  return `search|${pageNum}|${searchVal.trim().replace(/\s+/g, ' ').toUpperCase()}`;
}

function reverseGeocodeCacheKey({ location, buffer, addressType }: MapReverseGeocodeQuery): string {
  return `revgeocode|${location.lat},${location.lng}|${buffer}|${addressType}`;
}

const digest = (key: string) => createHash('sha256').update(key).digest('base64url');

function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function withAnswerCache(inner: MapSearch, cache: MapAnswerCache): MapSearch {
  async function cached<T>(key: string, schema: z.ZodType<T>, ask: () => Promise<T>): Promise<T> {
    const cacheKey = digest(key);
    const kept = await cache.get(cacheKey);
    if (kept !== undefined) {
      // Read back through the schema: an entry another version wrote is asked again, not trusted.
      const parsed = schema.safeParse(readJson(kept));
      if (parsed.success) return parsed.data;
    }
    const answer = await ask();
    await cache.set(cacheKey, JSON.stringify(answer));
    return answer;
  }

  return {
    source: inner.source,
    search: (query) =>
      cached(searchCacheKey(query), oneMapSearchAnswerSchema, () => inner.search(query)),
    reverseGeocode: (query) =>
      cached(reverseGeocodeCacheKey(query), oneMapReverseGeocodeAnswerSchema, () =>
        inner.reverseGeocode(query),
      ),
  };
}
