// Runs once per `vitest run`: finds Chromium, starts the portal, and hands both to the tests.
import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium.js';
import { startPortalServer } from './portal-server.js';
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
  const portal = await startPortalServer({ env: { SIGN_IN_RATE_LIMIT_PER_CLIENT: '1000' } });
  project.provide('baseUrl', portal.baseUrl);
  project.provide('chromiumPath', chromiumPath);
  project.provide('dataDir', portal.dataDir);
  return () => portal.stop();
}
