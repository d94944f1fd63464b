import { defineConfig } from 'vitest/config';
import { defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // Tests read the domain package from source, so they never need a build.
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: [
      // The app imports SGDS per component (smaller bundle). Those entry points import shared
      // files that Node's own loader cannot run under Vitest (folder imports such as
      // `dom-helpers/css`); the package's main entry exports the same components in one file.
      { find: /^@govtechsg\/sgds-react\/.+$/, replacement: '@govtechsg/sgds-react' },
    ],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'dev/**/*.test.ts'],
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
  },
});
