import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

// Paths the harness needs, resolved from this file so the suite runs from any working directory.

export const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The files `npm run build` produces and the README's start command needs. */
export const BUILD_OUTPUTS = [
  join(REPOSITORY_ROOT, 'apps/server/dist/server.js'),
  join(REPOSITORY_ROOT, 'apps/web/dist/index.html'),
];

export const SERVER_ENTRY = 'apps/server/dist/server.js';

/** Ignored by git and lint: server log and failure screenshots of the last run. */
export const ARTIFACTS_DIR = fileURLToPath(new URL('../artifacts/', import.meta.url));
