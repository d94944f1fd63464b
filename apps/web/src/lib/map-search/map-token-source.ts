import { MAP_MESSAGES } from '@aviation-permits/domain/messages';
import type { ApiClient } from '../api-client/api-client';
import { MAP_INIT_PATH } from './map-search-paths';
import { checkMapToken } from './map-token-expiry';
import { mapInitDataSchema } from './map-init-data';
import type { MapInitData } from './map-init-data';

// MAP-7, MAP-8, MAP-10: where the map search gets its token. The token is kept in localStorage, so
// every tab and page reuses it until it is about to expire; then, or when the map service refuses
// it, the init call hands out a fresh one.

/** The localStorage key of the map-search token. */
export const MAP_TOKEN_STORAGE_KEY = 'aviation-permits.map-search-token';

export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface MapSearchLogger {
  info(message: string): void;
  error(message: string): void;
}

export interface MapTokenSourceDependencies {
  api: ApiClient;
  storage: TokenStorage;
  now: () => number;
  logger: MapSearchLogger;
}

export interface MapTokenSource {
  /** The stored token while it is valid, else a fresh one; null when none could be had. */
  current(): Promise<string | null>;
  /** A fresh token from the init call, whatever is stored; null when the call failed. */
  refresh(): Promise<string | null>;
}

export function createMapTokenSource(dependencies: MapTokenSourceDependencies): MapTokenSource {
  const { api, storage, now, logger } = dependencies;
  // Shared, so searches that start together while the token is stale fetch a new one once.
  let refreshing: Promise<string | null> | undefined;

  async function loadMapInitData(): Promise<MapInitData | null> {
    try {
      return await api.call(MAP_INIT_PATH, { schema: mapInitDataSchema });
    } catch {
      logger.error(MAP_MESSAGES.initDataLoadFailed);
      return null;
    }
  }

  function refresh(): Promise<string | null> {
    refreshing ??= loadMapInitData()
      .then((data) => {
        const token = data?.token || null;
        writeStorage(storage, token);
        return token;
      })
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  }

  async function current(): Promise<string | null> {
    const stored = readStorage(storage);
    if (stored) {
      const check = checkMapToken(stored, now());
      if (check === 'valid') return stored;
      if (check === 'undecodable') {
        logger.error('The stored map token could not be decoded; it is treated as expired.');
      }
    }
    return refresh();
  }

  return { current, refresh };
}

// Storage can be switched off by the browser (private modes, policies): the search then fetches a
// token for each page instead of failing.
function readStorage(storage: TokenStorage): string | null {
  try {
    return storage.getItem(MAP_TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStorage(storage: TokenStorage, token: string | null): void {
  try {
    if (token) storage.setItem(MAP_TOKEN_STORAGE_KEY, token);
    else storage.removeItem(MAP_TOKEN_STORAGE_KEY);
  } catch {
    // Nothing to keep it in; the next search asks again.
  }
}
