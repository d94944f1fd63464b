import { PORTAL_CONFIG_ELEMENT_ID } from '@aviation-permits/domain/portal-config-element';
import type { PortalConfig } from '@aviation-permits/domain/portal-config';

/**
 * Reads the settings the server wrote into index.html (a JSON script element), so names and
 * timings come from the server's configuration, not from the build. The schema (and zod with it)
 * is imported here, not bundled with the app's first script (PERF-8).
 */
export async function readPortalConfig(document: Document): Promise<PortalConfig> {
  const element = document.getElementById(PORTAL_CONFIG_ELEMENT_ID);
  if (!element?.textContent) {
    throw new Error(`The page has no #${PORTAL_CONFIG_ELEMENT_ID} settings element.`);
  }
  const settings: unknown = JSON.parse(element.textContent);
  const { portalConfigSchema } = await import('@aviation-permits/domain/start-up-schemas');
  return portalConfigSchema.parse(settings);
}
