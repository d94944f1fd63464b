import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { $ZodType, output } from 'zod/v4/core';

// PERF-7: an answer that is the same for every visitor (init-data, the day's zone data) is
// encoded through its schema once, as the route's serializer would, and held as one buffer with a
// strong ETag: a request costs a header comparison, not a serialization, and a browser that has it
// already gets 304 with no body. PERF-5: it is compressed once too, at the highest settings, so
// no request pays for compressing it (the compression plugin leaves an encoded answer alone).

type ContentEncoding = 'br' | 'gzip';

/** In the order of preference when a client takes both. */
const CONTENT_ENCODINGS: readonly ContentEncoding[] = ['br', 'gzip'];

export interface PreparedJson {
  body: Buffer;
  /** A strong entity tag: the quoted SHA-256 of the body. */
  etag: string;
  /** The body compressed, when that makes it smaller, each with its own strong tag. */
  encoded: Partial<Record<ContentEncoding, { body: Buffer; etag: string }>>;
}

const COMPRESS: Record<ContentEncoding, (body: Buffer) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipSync(body, { level: constants.Z_BEST_COMPRESSION }),
};

/** Takes any zod schema, full or `zod/mini` (the start-up schemas are the latter, PERF-8). */
export function prepareJson<Schema extends $ZodType>(
  schema: Schema,
  value: output<Schema>,
): PreparedJson {
  const body = Buffer.from(JSON.stringify(z.encode(schema, value)), 'utf8');
  const hash = createHash('sha256').update(body).digest('base64url');
  const encoded: PreparedJson['encoded'] = {};
  for (const encoding of CONTENT_ENCODINGS) {
    const compressed = COMPRESS[encoding](body);
    // A strong tag names one representation (RFC 9110, 8.8.1): each encoding gets its own.
    if (compressed.length < body.length) {
      encoded[encoding] = { body: compressed, etag: `"${hash}-${encoding}"` };
    }
  }
  return { body, etag: `"${hash}"`, encoded };
}

/** The first encoding of CONTENT_ENCODINGS that Accept-Encoding takes (q above 0), if any. */
function acceptedEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (acceptEncoding === undefined) return undefined;
  const qualities = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    qualities.set(name, q === undefined ? 1 : Number(q.slice(2)));
  }
  return CONTENT_ENCODINGS.find((encoding) => {
    const quality = qualities.get(encoding) ?? qualities.get('*');
    return quality !== undefined && quality > 0;
  });
}

/**
 * If-None-Match compares weakly (RFC 9110, 13.1.2): a `W/` prefix a proxy added after compressing
 * the answer still names the same data. `*` matches any current answer.
 */
function ifNoneMatchMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * Sends the prepared answer, or 304 when the browser's copy is current. `no-cache` lets the
 * browser keep it and ask with If-None-Match each time; `private` keeps it out of shared caches,
 * which would hand it out without the access-content token.
 */
export function sendPreparedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  prepared: PreparedJson,
): FastifyReply {
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  const chosen = encoding === undefined ? undefined : prepared.encoded[encoding];
  reply
    .header('etag', chosen?.etag ?? prepared.etag)
    .header('cache-control', 'private, no-cache')
    .header('vary', 'accept-encoding');
  // Every representation names the same data: a browser's copy in any of them is current.
  const tags = [prepared.etag, ...Object.values(prepared.encoded).map(({ etag }) => etag)];
  const ifNoneMatch = request.headers['if-none-match'];
  if (tags.some((tag) => ifNoneMatchMatches(ifNoneMatch, tag))) {
    return reply.status(304).send();
  }
  if (chosen !== undefined && encoding !== undefined) reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(chosen?.body ?? prepared.body);
}
