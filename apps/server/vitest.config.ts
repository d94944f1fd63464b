// Server suite: the app is built in-process and driven with `app.inject`, against a real database
// (PGlite by default, PostgreSQL when DATABASE_URL is set).
import { defineConfig } from 'vitest/config';

// Read the domain package from its TypeScript source (the "source" export condition), so the
// suite never needs a build; the rest are Vite's default server conditions.
const conditions = ['source', 'module', 'node', 'development|production'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test-support/pglite-snapshot.global-setup.ts'],
    // Every file starts its own embedded PostgreSQL, which is CPU-bound: one file at a time is
    // faster on small CI machines than several competing for the same cores.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
