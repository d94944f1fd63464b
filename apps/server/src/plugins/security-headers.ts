import fp from 'fastify-plugin';
import helmet from 'helmet';

// Security headers for a government site on every answer. The page runs only its own scripts:
// the one inline element is the JSON settings block, which browsers never execute. Workers may
// come from blob: (the human-check solver), images from data: URLs. Nobody may frame the portal.
// The Permissions-Policy turns off every powerful browser feature the portal never uses, so a
// planted script could not reach the camera or a payment sheet; only the map's "locate me" may ask
// for the position, and only on the portal's own origin (SEC-15).

/** Each feature with the origins allowed to use it: `()` none, `(self)` the portal only. */
const PERMISSIONS_POLICY: Readonly<Record<string, '()' | '(self)'>> = {
  accelerometer: '()',
  autoplay: '()',
  bluetooth: '()',
  camera: '()',
  'display-capture': '()',
  'encrypted-media': '()',
  geolocation: '(self)',
  gyroscope: '()',
  hid: '()',
  'idle-detection': '()',
  magnetometer: '()',
  microphone: '()',
  midi: '()',
  payment: '()',
  'publickey-credentials-get': '()',
  'screen-wake-lock': '()',
  serial: '()',
  usb: '()',
  'xr-spatial-tracking': '()',
};

const PERMISSIONS_POLICY_HEADER = Object.entries(PERMISSIONS_POLICY)
  .map(([feature, allowlist]) => `${feature}=${allowlist}`)
  .join(', ');

export interface SecurityHeadersOptions {
  strictTransportSecurity: boolean;
  /** Origins images may also come from: the map's tile server (MAP-2, MAP_TILES_BASE_URL). */
  imageOrigins?: readonly string[];
}

export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, { strictTransportSecurity, imageOrigins = [] }) => {
    // helmet's middleware built once: @fastify/helmet builds it again for every request, parsing
    // the policy each time, which was 7 % of the portal's work on a small call (PERF-2).
    const setSecurityHeaders = helmet({
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
          imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins],
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
    app.addHook('onRequest', (request, reply, done) => {
      setSecurityHeaders(request.raw, reply.raw, () => undefined);
      reply.header('permissions-policy', PERMISSIONS_POLICY_HEADER);
      done();
    });
  },
  { name: 'security-headers' },
);
