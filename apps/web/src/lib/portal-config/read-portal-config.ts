import { PORTAL_CONFIG_ELEMENT_ID, portalConfigSchema } from '@aviation-permits/domain';
import type { PortalConfig } from '@aviation-permits/domain';

/**
 * Reads the settings the server wrote into index.html (a JSON script element), so names and
 * timings come from the server's configuration, not from the build.
 */
export function readPortalConfig(document: Document): PortalConfig {
  const element = document.getElementById(PORTAL_CONFIG_ELEMENT_ID);
  if (!element?.textContent) {
    throw new Error(`The page has no #${PORTAL_CONFIG_ELEMENT_ID} settings element.`);
  }
  return portalConfigSchema.parse(JSON.parse(element.textContent));
}
