// Build and dev-server settings of the web app. The domain package is read from its TypeScript
// source (the "source" export condition), so the web app never needs the domain built first.
import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { OPERATIONAL_PATHS, SERVICE_BASE_PATHS } from '@aviation-permits/domain';
import { devPortalConfigPlugin } from './dev/dev-portal-config-plugin.js';

/** Where `npm run dev -w apps/server` listens; the dev server forwards API calls there. */
const API_SERVER_ORIGIN = 'http://localhost:3000';

const proxiedPaths = [
  ...Object.values(SERVICE_BASE_PATHS),
  ...Object.values(OPERATIONAL_PATHS),
  '/dev',
];

export default defineConfig({
  plugins: [react(), devPortalConfigPlugin(`${API_SERVER_ORIGIN}/dev/portal-config`)],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // SGDS's stylesheet has one invalid selector (in its stepper, which the portal does not use);
  // the minifier drops that rule with a warning instead of failing the build.
  css: { lightningcss: { errorRecovery: true } },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  worker: { format: 'es' },
  server: {
    proxy: Object.fromEntries(proxiedPaths.map((path) => [path, API_SERVER_ORIGIN])),
  },
});
