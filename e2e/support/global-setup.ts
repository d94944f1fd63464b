// Runs once per `vitest run`: finds Chromium, starts the portal, and hands both to the tests.
import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium.js';
import { startPortalServer, type RunningPortal } from './portal-server.js';
import { RUNNING_PORTAL_URL } from './running-portal.js';
import { isStackPortal, stackRunsStandIns } from './stack-under-test.js';
import { ARTIFACTS_DIR } from './repository-paths.js';
import './provided-context.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Before the server starts: a missing browser is the first thing a newcomer must hear about.
  const chromiumPath = findChromium();
  // Screenshots and logs describe the last run only, so an old failure never misleads.
  await rm(ARTIFACTS_DIR, { recursive: true, force: true });
  // Every person the suite signs in comes from 127.0.0.1, where real visitors come from many
  // addresses: the per-address sign-in limit (SEC-10, 30 code requests in 15 minutes) is raised so
  // that the suite's dozens of sign-ins are not refused. Server tests check the limit itself.
  const portal =
    RUNNING_PORTAL_URL === undefined
      ? await startPortalServer({ env: { SIGN_IN_RATE_LIMIT_PER_CLIENT: '1000' } })
      : await runningPortal(RUNNING_PORTAL_URL);
  project.provide('baseUrl', portal.baseUrl);
  project.provide('chromiumPath', chromiumPath);
  project.provide('dataDir', portal.dataDir);
  return () => portal.stop();
}

/** E2E_BASE_URL's portal (running-portal.ts): checked once, neither started nor stopped here. */
async function runningPortal(baseUrl: string): Promise<RunningPortal> {
  const health = await fetch(`${baseUrl}/healthz`).catch((error: unknown) => error);
  if (!(health instanceof Response) || health.status !== 200) {
    throw new Error(`E2E_BASE_URL=${baseUrl} does not answer 200 on /healthz`);
  }
  // Without its stand-ins the stack has no Singpass or Corppass, which most journeys reach.
  if (isStackPortal(baseUrl) && !stackRunsStandIns()) {
    throw new Error(
      `E2E_BASE_URL=${baseUrl} is the stack, started without its stand-ins: ` +
        '`npm run stack -- stop`, then ' +
        '`STACK_SIGN_IN_RATE_LIMIT_PER_CLIENT=1000 npm run stack -- start --stand-ins`',
    );
  }
  return { baseUrl, dataDir: '', stop: async () => {} };
}
