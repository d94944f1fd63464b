import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';

// Security headers for a government site on every answer. The page runs only its own scripts:
// the one inline element is the JSON settings block, which browsers never execute. Workers may
// come from blob: (the human-check solver), images from data: URLs. Nobody may frame the portal.

export const securityHeadersPlugin = fp<{ strictTransportSecurity: boolean }>(
  async (app, { strictTransportSecurity }) => {
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'"],
          scriptSrcAttr: ["'none'"],
          workerSrc: ["'self'", 'blob:'],
          // Component libraries set style attributes and inject style elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      // The same for browsers that predate frame-ancestors.
      frameguard: { action: 'deny' },
      // Only where the portal is served over HTTPS; a browser would otherwise refuse plain
      // http://localhost for a year.
      strictTransportSecurity: strictTransportSecurity
        ? { maxAge: 31_536_000, includeSubDomains: true }
        : false,
    });
  },
  { name: 'security-headers' },
);
