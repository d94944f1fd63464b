import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

// PERF-5: answers built per request (pages with their settings, JSON) are compressed on the way
// out; the web build's files are not, since @fastify/static sends their .br and .gz copies made
// at build time (apps/web/scripts/precompress-build.mjs) with Content-Encoding already set, which
// this plugin leaves alone. Registered at the root before any route, so every route has its hook.

/**
 * Text that shrinks: HTML, JSON (also problem+json), CSS, JavaScript, XML and SVG. Everything else
 * is left as it is: images, fonts, PDF, archives and uploaded files are compressed already or
 * not worth it, and an event stream must flush each event.
 */
const COMPRESSIBLE_TYPES =
  /^(?:text\/(?:html|plain|css|javascript|csv|xml)|application\/(?:[\w.+-]+\+)?(?:json|xml)|application\/javascript|image\/svg\+xml)(?:;|$)/;

/** Below this a compressed body saves less than its headers and the CPU cost. */
const MIN_COMPRESSED_BYTES = 1024;

export const compressionPlugin = fp(
  async (app) => {
    await app.register(fastifyCompress, {
      globalCompression: true,
      // Request bodies stay as sent: a compressed upload would slip past the body-size limits.
      globalDecompression: false,
      encodings: ['br', 'gzip'],
      threshold: MIN_COMPRESSED_BYTES,
      customTypes: COMPRESSIBLE_TYPES,
      // Brotli at the library's recommended quality 4: quality 11 is for files compressed once.
    });
  },
  { name: 'compression' },
);
