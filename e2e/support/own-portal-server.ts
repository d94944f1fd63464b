// A portal of a test file's own, for settings the shared one must not have (a 5-second idle
// time-out would interrupt every other test). Started before the file's tests, stopped after.
import { afterAll, beforeAll } from 'vitest';
import { startPortalServer, type RunningPortal } from './portal-server.js';

/** How long a second server may take to start beside the shared one on a small machine. */
const START_TIMEOUT_MS = 120_000;

/** Call at the top level of a test file; read the portal inside tests or hooks only. */
export function useOwnPortalServer(
  env: Record<string, string>,
  logName: string,
): () => RunningPortal {
  let portal: RunningPortal | undefined;
  beforeAll(async () => {
    portal = await startPortalServer({ env, logName });
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await portal?.stop();
  });
  return () => {
    if (portal === undefined) throw new Error("The file's own portal did not start.");
    return portal;
  };
}
