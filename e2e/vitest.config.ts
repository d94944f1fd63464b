// The browser suite: one real portal server (started as the README starts it) and system Chromium.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    // One browser at a time: the suite shares a small CI machine with the server it drives.
    fileParallelism: false,
    maxWorkers: 1,
    // Generous limits: a cold Chromium and a lazily loaded SPA on two shared cores are slow.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
