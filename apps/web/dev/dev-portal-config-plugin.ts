// Dev-only: the production server fills the `<!--portal-config-->` placeholder of index.html with
// the PortalConfig JSON; under `vite dev` this plugin does the same from the API server's
// GET /dev/portal-config, so the app reads its settings the same way in both.
import type { Plugin } from 'vite';
import { PORTAL_CONFIG_PLACEHOLDER, portalConfigScriptElement } from './portal-config-script.js';

export function devPortalConfigPlugin(portalConfigUrl: string): Plugin {
  return {
    name: 'aviation-permits:dev-portal-config',
    apply: 'serve',
    async transformIndexHtml(html) {
      try {
        const response = await fetch(portalConfigUrl);
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const config: unknown = await response.json();
        return html.replace(PORTAL_CONFIG_PLACEHOLDER, portalConfigScriptElement(config));
      } catch (error) {
        // Keep serving: the app then shows that its configuration is missing.
        console.warn(
          `[dev-portal-config] could not read ${portalConfigUrl} (is the API server running?):`,
          error,
        );
        return html;
      }
    },
  };
}
