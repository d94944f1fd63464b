// The answer schemas the web app checks while it starts and in its shell (portal settings, status
// call, init-data, the error envelope, the CSRF and human-check answers), as their own entry point
// (`@aviation-permits/domain/start-up-schemas`). The web app imports this entry on first use, so zod
// is fetched beside the first call instead of before the app's own code runs (PERF-8). They are
// written with `zod/mini`: a page without forms then loads zod's core only (15.7 KB brotli instead
// of 24.5), and building them costs less of the start-up's main thread.
export { portalConfigSchema } from './portal-config.js';
export { userSessionSchema } from './session/user-session.js';
export { initDataSchema } from './init-data/init-data.js';
export { errorEnvelopeSchema } from './http/error-envelope.js';
export { csrfTokenResponseSchema, humanCheckChallengeSchema } from './http/protocol-schemas.js';
