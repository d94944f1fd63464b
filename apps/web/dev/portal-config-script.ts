import { PORTAL_CONFIG_ELEMENT_ID } from '@aviation-permits/domain/portal-config-element';

/** The comment in index.html that the server (or the dev plugin) replaces with the settings. */
export const PORTAL_CONFIG_PLACEHOLDER = '<!--portal-config-->';

/**
 * The JSON script element carrying the settings. `<` is escaped so that no value can close the
 * script element early (`</script>`) or open a comment.
 */
export function portalConfigScriptElement(config: unknown): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script id="${PORTAL_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`;
}
