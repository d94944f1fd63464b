import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SharedCounts } from '../../adapters/redis/shared-counts.js';
import type { MapSearchClientLimits } from '../../config/map.js';
import type { ClientKeyOf } from '../../platform/rate-limit/client-key.js';
import { MapSearchLimitError } from './map.errors.js';

// MAP-18: the map token is free for the asking, so the map service limits what one client may ask
// in a minute, well below OneMap's 250 calls a minute for the whole portal: per client address
// (the people of one office share one, hence the larger allowance) and per map token (one
// browser). Counted in the platform's shared counts (Redis when configured), not the database: a
// search must not cost a write. The keys are digests, never the address or the token.

const MINUTE_MS = 60_000;

export function mapSearchLimits(
  counts: SharedCounts,
  clientKeyOf: ClientKeyOf,
  limits: MapSearchClientLimits,
) {
  const tokenKey = (token: string) => createHash('sha256').update(token).digest('base64url');
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const [byAddress, byToken] = await Promise.all([
      counts.hit(`map-address:${clientKeyOf(request.ip)}`, MINUTE_MS),
      counts.hit(`map-token:${tokenKey(request.headers.authorization ?? '')}`, MINUTE_MS),
    ]);
    const over = [
      byAddress.count > limits.perAddressPerMinute ? byAddress.resetsInMs : 0,
      byToken.count > limits.perTokenPerMinute ? byToken.resetsInMs : 0,
    ];
    const waitMs = Math.max(...over);
    if (waitMs > 0) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(waitMs / 1000))));
      throw new MapSearchLimitError();
    }
  };
}
