// Build and dev-server settings of the web app. The domain package is read from its TypeScript
// source (the "source" export condition), so the web app never needs the domain built first.
import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { OPERATIONAL_PATHS, SERVICE_BASE_PATHS } from '@aviation-permits/domain/http';
import { devPortalConfigPlugin } from './dev/dev-portal-config-plugin.js';
import { pruneUnusedCss } from './vite-plugins/prune-unused-css.js';
import { START_UP_BUDGET, startUpBudget } from './vite-plugins/start-up-budget.js';

/** Where `npm run dev -w apps/server` listens; the dev server forwards API calls there. */
const API_SERVER_ORIGIN = 'http://localhost:3000';

/** The domain package's TypeScript sources, which the build reads directly. */
const DOMAIN_SOURCE = '/packages/domain/src/';

/**
 * The chunks (PERF-3, PERF-11). On a slow phone network every script is a round trip and costs the
 * page's main thread, and the bundler's own splitting made about 25 start-up scripts and 20 more for
 * the Enquiry Tool, most under 2 KB. So: what the start-up needs is two chunks, React and the rest
 * (the entry stays apart: the start-up schemas it imports on first use import from these), which
 * the page downloads side by side and evaluates as two shorter tasks; zod's core with its
 * `zod/mini` front, which the start-up schemas are written in, is one, loaded by the start-up checks;
 * full zod (its chainable schemas, locale and JSON Schema output) is another, loaded by the pages
 * with forms; the start-up schemas with the domain modules only they use are one; the form library
 * and the domain modules that two or more pages share are one. Each page keeps its own chunk, and
 * the map (Leaflet) stays lazy.
 */
const CHUNK_GROUPS = [
  {
    name: 'react',
    tags: ['$initial' as const],
    test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
    priority: 6,
  },
  {
    name: 'start-up',
    tags: ['$initial' as const],
    test: (id: string) => !/[\\/](index\.html|main\.tsx)$/.test(id),
    priority: 5,
  },
  {
    name: 'zod-core',
    // Only full zod reaches these three core modules (its JSON Schema output and compiled parsers).
    test: (id: string) =>
      /node_modules[\\/]zod[\\/](v4[\\/](core|mini)|mini)[\\/]/.test(id) &&
      !/[\\/](json-schema-processors|to-json-schema|memoizer)\.js$/.test(id),
    priority: 4,
  },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 3 },
  {
    name: 'start-up-schemas',
    test: (id: string) => id.endsWith(`${DOMAIN_SOURCE}start-up-schemas.ts`),
    priority: 2,
  },
  {
    name: 'forms',
    test: (id: string) =>
      id.includes(DOMAIN_SOURCE) || /node_modules[\\/](react-hook-form|@hookform)[\\/]/.test(id),
    minShareCount: 2,
    priority: 1,
  },
];

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
    // The build fails when the start-up chunks outgrow PERF-3 or carry what only some pages need.
    startUpBudget(START_UP_BUDGET),
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
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id) => !id.includes(DOMAIN_SOURCE) },
      output: {
        // A module of a shared chunk runs when a page first imports it, not when the chunk loads:
        // the Enquiry Tool does not build the application forms' schemas it shares a chunk with.
        strictExecutionOrder: true,
        codeSplitting: { groups: CHUNK_GROUPS },
      },
    },
  },
  worker: { format: 'es' },
  server: {
    proxy: Object.fromEntries(proxiedPaths.map((path) => [path, API_SERVER_ORIGIN])),
  },
});
