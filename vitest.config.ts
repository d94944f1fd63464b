// Unit and server suites; the browser suite has its own configuration in e2e/.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
    // One worker per core. Vitest's own default leaves a core to its main process, which on a
    // two-core CI machine means one file at a time; the workers' files are CPU-bound (jsdom
    // renders, each server file's embedded PostgreSQL) while the main process mostly waits, so a
    // worker per core finishes sooner.
    maxWorkers: availableParallelism(),
  },
});
