import { z } from 'zod/mini';
import { OFFICER_SIGN_IN_METHODS } from './officer/officer-oidc-sign-in.js';

// The run-time settings the server hands the web app inside index.html (a JSON script element),
// so that names and timings come from the server's configuration and not from the build.

export const portalConfigSchema = z.object({
  authorityName: z.string().check(z.minLength(1)),
  productName: z.string().check(z.minLength(1)),
  supportEmail: z.email(),
  idleTimeoutMs: z.int().check(z.positive()),
  /**
   * The map's tile server (MAP-2), configurable so a deployment can use a mirror; the server always
   * sends it, a map without it uses ONEMAP_DEFAULT_BASE_URL.
   */
  mapTileBaseUrl: z.optional(z.url({ protocol: /^https?$/ })),
  /** How officers sign in (OFFICER_SIGN_IN, OFF-59); absent: the e-mail code and TOTP. */
  officerSignIn: z.optional(z.enum(OFFICER_SIGN_IN_METHODS)),
  /** Access-content token for the first calls; every service response carries a fresh one. */
  accessContent: z.string().check(z.minLength(1)),
});

export type PortalConfig = z.infer<typeof portalConfigSchema>;
