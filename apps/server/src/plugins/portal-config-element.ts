import { PORTAL_CONFIG_ELEMENT_ID } from '@aviation-permits/domain/portal-config-element';
import { type PortalConfig } from '@aviation-permits/domain/portal-config';

// The built index.html holds this comment where the page's settings go (see the web app's
// index.html); the server replaces it on every page it serves.

const PORTAL_CONFIG_PLACEHOLDER = '<!--portal-config-->';

/**
 * JSON made safe inside an HTML script element: `<` and `>` cannot close the element or open a
 * comment, `&` cannot start an entity, and U+2028/U+2029 stay escaped for older parsers.
 */
function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A data element, not a script: `type="application/json"` is never executed (CSP allows it). */
export function injectPortalConfig(indexHtml: string, config: PortalConfig): string {
  const element = `<script id="${PORTAL_CONFIG_ELEMENT_ID}" type="application/json">${jsonForScriptElement(config)}</script>`;
  // A function replacement, so `$` in a configured name is not read as a pattern.
  return indexHtml.replace(PORTAL_CONFIG_PLACEHOLDER, () => element);
}
