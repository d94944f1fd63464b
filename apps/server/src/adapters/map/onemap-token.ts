import { z } from 'zod';
import type { OneMapAccount } from '../../config/map.js';
import { MapSearchRateLimitedError, MapSearchUnavailableError } from './map-search.js';
import { oneMapFetch, oneMapUrl, retryAfterSeconds } from './onemap-fetch.js';

// MAP-13: the portal's OneMap token. OneMap hands one out for the account's e-mail and password
// (POST /api/auth/post/getToken), valid for 3 days; it stays on the server, cached, and is renewed
// an hour before it runs out, or at once when OneMap refuses it. Calls that need one while it is
// being fetched share that one request.

const ONEMAP_TOKEN_PATH = '/api/auth/post/getToken';
/** Renewed this long before OneMap's expiry, so no call carries a token that dies on the way. */
export const ONEMAP_TOKEN_RENEWAL_MARGIN_MS = 60 * 60 * 1000;

/** OneMap's answer; expiry_timestamp is in seconds, sent as a string or a number. */
const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  expiry_timestamp: z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]),
});

export interface OneMapTokens {
  /** A token valid for a while yet, fetched when there is none. */
  current(): Promise<string>;
  /** OneMap refused `refused`: forget it (unless already replaced) and fetch another. */
  renew(refused: string): Promise<string>;
}

interface CachedToken {
  value: string;
  renewAtMs: number;
}

export function createOneMapTokens(account: OneMapAccount, now: () => Date): OneMapTokens {
  let cached: CachedToken | undefined;
  let fetching: Promise<string> | undefined;

  async function fetchToken(): Promise<string> {
    const response = await oneMapFetch(oneMapUrl(account.baseUrl, ONEMAP_TOKEN_PATH), 'token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    if (response.status === 429) {
      throw new MapSearchRateLimitedError(retryAfterSeconds(response));
    }
    if (!response.ok) throw new MapSearchUnavailableError(`token: status ${response.status}`);
    const parsed = tokenAnswerSchema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new MapSearchUnavailableError('token: unexpected answer');
    const { access_token: value, expiry_timestamp: expirySeconds } = parsed.data;
    cached = { value, renewAtMs: expirySeconds * 1000 - ONEMAP_TOKEN_RENEWAL_MARGIN_MS };
    return value;
  }

  function current(): Promise<string> {
    if (cached && now().getTime() < cached.renewAtMs) return Promise.resolve(cached.value);
    fetching ??= fetchToken().finally(() => {
      fetching = undefined;
    });
    return fetching;
  }

  return {
    current,
    renew(refused) {
      if (cached?.value === refused) cached = undefined;
      return current();
    },
  };
}
