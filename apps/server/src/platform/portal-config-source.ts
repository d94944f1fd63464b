import type { PortalConfig } from '@aviation-permits/domain/portal-config';
import type { PortalSettings } from '../config/config.js';
import type { AccessContentTokens } from '../security/access-content-token.js';

/**
 * The settings the web app reads from its page: names and timings from the server's
 * configuration, and a fresh access-content token for its first calls.
 */
export function createPortalConfigSource(
  settings: PortalSettings,
  accessContent: AccessContentTokens,
): () => PortalConfig {
  return () => ({ ...settings, accessContent: accessContent.issue() });
}
