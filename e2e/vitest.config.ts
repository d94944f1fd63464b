// The browser suite: one real portal server (started as the README starts it, or the one
// E2E_BASE_URL names) and system Chromium.
import { configDefaults, defineConfig } from 'vitest/config';
import { RUNNING_PORTAL_URL, testFilesLeftOut } from './support/running-portal.js';

const leftOut = RUNNING_PORTAL_URL === undefined ? [] : testFilesLeftOut(RUNNING_PORTAL_URL);
if (leftOut.length > 0) {
  console.warn(
    `E2E_BASE_URL=${RUNNING_PORTAL_URL}: ${leftOut.length} files need what only a portal of the ` +
      `suite's own gives (its settings; off the stack also the mailbox, MockPass, the ` +
      `operators' commands and a checkout page) and are left out:\n  ` +
      leftOut.join('\n  '),
  );
}

export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/**/*.e2e.ts'],
    exclude: [...configDefaults.exclude, ...leftOut],
    globalSetup: ['support/global-setup.ts'],
    // Two files at a time, each with its own Chromium, against the one shared portal: a journey
    // spends most of its time waiting on the portal and the page, so two overlap well on CI's two
    // cores. A file that changes what every visitor sees starts a portal of its own
    // (own-portal-server.ts).
    maxWorkers: 2,
    // Generous limits: a cold Chromium and a lazily loaded SPA on two shared cores are slow.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
