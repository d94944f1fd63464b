import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // Tests read the domain package from source, so they never need a build.
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: [
      // `@/x` is `src/x` (the same alias as tsconfig.json's paths and vite.config.ts).
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // The app imports SGDS per component (smaller bundle). Those entry points import shared
      // files that Node's own loader cannot run under Vitest (folder imports such as
      // `dom-helpers/css`); the package's main entry exports the same components in one file.
      { find: /^@govtechsg\/sgds-react\/.+$/, replacement: '@govtechsg/sgds-react' },
    ],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'dev/**/*.test.ts', 'vite-plugins/**/*.test.ts'],
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    // Page tests render the whole app and load lazy chunks: on a shared two-core machine under
    // load one can take several seconds. A limit, not a speed assertion (speed is npm run bench).
    testTimeout: 20_000,
  },
});
