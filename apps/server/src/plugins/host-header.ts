import fp from 'fastify-plugin';
import { BadRequestError } from '../errors/http-errors.js';

// ERR-1, ERR-19: an HTTP/1.1 request must name its Host (RFC 9112, section 3.2). Node answers one
// without it with a bare 400 before any of the app runs, outside the envelope; the server turns
// Node's check off (NODE_HOST_CHECK_OFF, in its options) and makes the same check here, first of
// all the hooks, so the refusal is the envelope like every other. HTTP/1.0 did not require Host,
// and Node never refused it there either.

export const NODE_HOST_CHECK_OFF = { requireHostHeader: false } as const;

export const hostHeaderPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      const { httpVersionMajor, httpVersionMinor, headers } = request.raw;
      const requiresHost = httpVersionMajor === 1 && httpVersionMinor >= 1;
      if (requiresHost && headers.host === undefined) {
        throw new BadRequestError('The request has no Host header.');
      }
    });
  },
  { name: 'host-header' },
);
