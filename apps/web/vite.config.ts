// Build and dev-server settings of the web app. The domain package is read from its TypeScript
// source (the "source" export condition), so the web app never needs the domain built first.
import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { OPERATIONAL_PATHS, SERVICE_BASE_PATHS } from '@aviation-permits/domain';
import { devPortalConfigPlugin } from './dev/dev-portal-config-plugin.js';
import { pruneUnusedCss } from './vite-plugins/prune-unused-css.js';

/** Where `npm run dev -w apps/server` listens; the dev server forwards API calls there. */
const API_SERVER_ORIGIN = 'http://localhost:3000';

/** The domain package's TypeScript sources, which the build reads directly. */
const DOMAIN_SOURCE = '/packages/domain/src/';

const proxiedPaths = [
  ...Object.values(SERVICE_BASE_PATHS),
  ...Object.values(OPERATIONAL_PATHS),
  '/dev',
];

export default defineConfig({
  plugins: [
    react(),
    devPortalConfigPlugin(`${API_SERVER_ORIGIN}/dev/portal-config`),
    pruneUnusedCss({ sourceDir: fileURLToPath(new URL('./src', import.meta.url)) }),
  ],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    // `@/x` is `src/x` (the same alias as tsconfig.json's paths and vitest.config.ts).
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  // SGDS's stylesheet has one invalid selector (in its stepper, which the portal does not use);
  // the minifier drops that rule with a warning instead of failing the build.
  css: { lightningcss: { errorRecovery: true } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The domain's modules only declare things (PERF-8, PERF-10): a page's chunk takes the ones it uses, so
    // the start-up path does not carry every form schema behind the package's main entry point.
    rolldownOptions: { treeshake: { moduleSideEffects: (id) => !id.includes(DOMAIN_SOURCE) } },
  },
  worker: { format: 'es' },
  server: {
    proxy: Object.fromEntries(proxiedPaths.map((path) => [path, API_SERVER_ORIGIN])),
  },
});
