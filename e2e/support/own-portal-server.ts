// A portal of a test file's own, for settings the shared one must not have (a 5-second idle
// time-out would interrupt every other test). Started before the file's tests, stopped after;
// a test may restart it on the same address and data with more settings (a moved clock).
import { afterAll, beforeAll } from 'vitest';
import { startPortalServer, type RunningPortal } from './portal-server.js';

/** How long a second server may take to start beside the shared one on a small machine. */
const START_TIMEOUT_MS = 120_000;

export interface OwnPortal {
  /** The running portal; inside tests or hooks only. */
  (): RunningPortal;
  /**
   * Stops the portal and starts it again on the same address and data, with `env` added to the
   * file's settings; its log goes to `logName`. Allow it START_TIMEOUT_MS in the test's time-out.
   */
  restart(env: Record<string, string>, logName: string): Promise<void>;
}

/** How long a second server may take to start beside the shared one, for a test that restarts it. */
export const OWN_PORTAL_START_TIMEOUT_MS = START_TIMEOUT_MS;

/** Call at the top level of a test file; read the portal inside tests or hooks only. */
export function useOwnPortalServer(env: Record<string, string>, logName: string): OwnPortal {
  let portal: RunningPortal | undefined;
  beforeAll(async () => {
    portal = await startPortalServer({ env, logName });
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await portal?.stop();
  });
  const running = () => {
    if (portal === undefined) throw new Error("The file's own portal did not start.");
    return portal;
  };
  const restart = async (more: Record<string, string>, restartLogName: string) => {
    const stopped = running();
    portal = undefined;
    await stopped.stop({ keepData: true });
    portal = await startPortalServer({
      env: { ...env, ...more },
      logName: restartLogName,
      restartOf: stopped,
    });
  };
  return Object.assign(running, { restart });
}
