// Server suite: the app is built in-process and driven with `app.inject`, against a real database
// (PGlite by default, PostgreSQL when DATABASE_URL is set).
import { defineConfig } from 'vitest/config';

// Read the domain package from its TypeScript source (the "source" export condition), so the
// suite never needs a build; the rest are Vite's default server conditions.
const conditions = ['source', 'module', 'node', 'development|production'];

// Vitest hands the ssr conditions to Node as --conditions, and Node's own require() would then take
// a package's "module" build, meant for bundlers: @opentelemetry/api's, which prom-client requires
// (/metrics, OPS-32), does not load in Node. So Node gets them without "module".
const nodeConditions = conditions.filter((condition) => condition !== 'module');

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions: nodeConditions } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test-support/pglite-snapshot.global-setup.ts'],
    // Every file has a database of its own (a copy of the migrated PGlite snapshot, or a schema of
    // its own on PostgreSQL), so files run side by side, one per worker (the root config's count).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
