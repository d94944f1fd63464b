import { ONEMAP_DEFAULT_BASE_URL } from '@aviation-permits/domain/geo';
import { z } from 'zod';

// The map keys of the configuration (OPS-2, MAP-2, MAP-13, MAP-14, MAP-18, MAP-20, MAP-21, OPS-22),
// read by config.ts with the rest of the environment (docs/map.md). Outside production OneMap is
// optional: without its account the map service answers from the packaged gazetteer. Production
// needs the account, or MAP_SEARCH=gazetteer to say the packaged list is meant: most postal codes
// find no street in it. The server says at start which one it uses.

const httpUrl = z.url({ protocol: /^https?$/ });
const positiveWholeNumber = z.coerce.number().int().positive();

const DAY_S = 24 * 60 * 60;

/** Who answers the map service's searches: OneMap, or the packaged gazetteer (MAP-14). */
export const MAP_SEARCH_SOURCES = ['onemap', 'gazetteer'] as const;
export type MapSearchSource = (typeof MAP_SEARCH_SOURCES)[number];

export const mapEnvironment = {
  /** onemap | gazetteer. Absent: OneMap when its account is set, else the gazetteer (not in production). */
  MAP_SEARCH: z.enum(MAP_SEARCH_SOURCES).optional(),
  /** OneMap's API (search, reverse geocode, token). */
  ONEMAP_BASE_URL: httpUrl.default(ONEMAP_DEFAULT_BASE_URL),
  /** The portal's OneMap account. Absent (with ONEMAP_PASSWORD): the packaged gazetteer answers. */
  ONEMAP_EMAIL: z.email().optional(),
  /** Its password; set both or neither. */
  ONEMAP_PASSWORD: z.string().min(1).optional(),
  /** Calls to OneMap a minute from every visitor together; past it the gazetteer answers. OneMap allows 250 per account. */
  ONEMAP_CALLS_PER_MINUTE: positiveWholeNumber.default(200),
  /** Map-service calls a minute from one client address (people of one office share one). */
  MAP_SEARCH_PER_ADDRESS_PER_MINUTE: positiveWholeNumber.default(120),
  /** Map-service calls a minute with one map token (one browser). */
  MAP_SEARCH_PER_TOKEN_PER_MINUTE: positiveWholeNumber.default(30),
  /** How long OneMap's answer to a query is kept and reused (a postal code's answer holds for a day). */
  MAP_SEARCH_CACHE_TTL_SECONDS: positiveWholeNumber.default(DAY_S),
  /** Answers kept in memory when REDIS_URL is not set; the least recently used go first. */
  MAP_SEARCH_CACHE_MAX_ENTRIES: positiveWholeNumber.default(10_000),
  /** Where browsers fetch the map's tiles (/maps/tiles/Default/{z}/{x}/{y}.png); the CSP allows its origin for images. */
  MAP_TILES_BASE_URL: httpUrl.default(ONEMAP_DEFAULT_BASE_URL),
};

type MapEnvironment = z.infer<z.ZodObject<typeof mapEnvironment>>;

export interface OneMapAccount {
  baseUrl: string;
  email: string;
  password: string;
}

/** What one client may ask of the map service in a minute (MAP-18). */
export interface MapSearchClientLimits {
  perAddressPerMinute: number;
  perTokenPerMinute: number;
}

/** OneMap's answers kept for reuse (MAP-20). */
export interface MapAnswerCacheSettings {
  ttlMs: number;
  /** In memory only; Redis keeps every answer for ttlMs. */
  maxEntries: number;
}

/** The tile server is a page setting (config.portal.mapTileBaseUrl). */
export interface MapSettings {
  /** Absent: the map service answers from the packaged gazetteer. */
  oneMap: OneMapAccount | undefined;
  /** MAP-21: the ceiling of calls to OneMap a minute, every visitor together. */
  oneMapCallsPerMinute: number;
  clientLimits: MapSearchClientLimits;
  cache: MapAnswerCacheSettings;
}

/**
 * One of the two credentials without the other is a mistake, not a choice; so is OneMap asked for
 * without them, or production left to the gazetteer without saying so (OPS-22). Named at start.
 */
export function mapConfigProblems(values: Record<string, string>): Map<string, string> {
  const problems = new Map<string, string>();
  const hasEmail = values.ONEMAP_EMAIL !== undefined;
  const hasPassword = values.ONEMAP_PASSWORD !== undefined;
  if (hasEmail && !hasPassword) {
    problems.set('ONEMAP_PASSWORD', 'ONEMAP_PASSWORD is required when ONEMAP_EMAIL is set');
  } else if (hasPassword && !hasEmail) {
    problems.set('ONEMAP_EMAIL', 'ONEMAP_EMAIL is required when ONEMAP_PASSWORD is set');
  } else if (!hasEmail && values.MAP_SEARCH === 'onemap') {
    problems.set(
      'ONEMAP_EMAIL',
      'ONEMAP_EMAIL and ONEMAP_PASSWORD are required when MAP_SEARCH=onemap',
    );
  } else if (!hasEmail && values.MAP_SEARCH === undefined && values.NODE_ENV === 'production') {
    problems.set(
      'ONEMAP_EMAIL',
      'ONEMAP_EMAIL and ONEMAP_PASSWORD are required in production (or MAP_SEARCH=gazetteer to answer from the packaged list of places)',
    );
  }
  return problems;
}

export function mapSettings(environment: MapEnvironment): { map: MapSettings } {
  const { ONEMAP_EMAIL: email, ONEMAP_PASSWORD: password } = environment;
  const useOneMap =
    environment.MAP_SEARCH !== 'gazetteer' && email !== undefined && password !== undefined;
  return {
    map: {
      oneMap: useOneMap ? { baseUrl: environment.ONEMAP_BASE_URL, email, password } : undefined,
      oneMapCallsPerMinute: environment.ONEMAP_CALLS_PER_MINUTE,
      clientLimits: {
        perAddressPerMinute: environment.MAP_SEARCH_PER_ADDRESS_PER_MINUTE,
        perTokenPerMinute: environment.MAP_SEARCH_PER_TOKEN_PER_MINUTE,
      },
      cache: {
        ttlMs: environment.MAP_SEARCH_CACHE_TTL_SECONDS * 1000,
        maxEntries: environment.MAP_SEARCH_CACHE_MAX_ENTRIES,
      },
    },
  };
}
