// Finds and launches the system Chromium. The suite never downloads a browser: CI installs Debian's
// `chromium` package and a developer points CHROMIUM_PATH at any Chromium or Chrome.
import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { RUNNING_PORTAL_URL } from './running-portal.js';
import { isStackPortal, standInTrustArguments } from './stack-under-test.js';

const WELL_KNOWN_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

const HOW_TO_GET_CHROMIUM =
  'Set CHROMIUM_PATH to a Chromium or Chrome executable, ' +
  'or on Debian/Ubuntu install one with `sudo apt-get install chromium`.';

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function chromiumOnPath(): string | undefined {
  try {
    const found = execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim();
    return found === '' ? undefined : found;
  } catch {
    // `which` exits non-zero when nothing is found (or is itself missing): no Chromium on PATH.
    return undefined;
  }
}

/**
 * CHROMIUM_PATH if set, else /usr/bin/chromium, else /usr/bin/chromium-browser, else `which chromium`.
 * Throws (failing the suite rather than skipping it) with instructions when none is found.
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.CHROMIUM_PATH;
  if (configured !== undefined && configured !== '') {
    if (isExecutable(configured)) return configured;
    throw new Error(
      `CHROMIUM_PATH=${configured} is not an executable file. ${HOW_TO_GET_CHROMIUM}`,
    );
  }
  const found = WELL_KNOWN_PATHS.find(isExecutable) ?? chromiumOnPath();
  if (found !== undefined) return found;
  throw new Error(
    `No Chromium found (looked at ${WELL_KNOWN_PATHS.join(', ')} and PATH); ` +
      `the end-to-end suite needs one. ${HOW_TO_GET_CHROMIUM}`,
  );
}

// Headless and quiet: no sandbox (CI runs as root in a container), no GPU, no calls home that
// could slow a test or make it depend on the network.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** On the stack, the browser goes through its stand-ins' HTTPS pages (MockPass's log-in). */
function portalArguments(): string[] {
  return RUNNING_PORTAL_URL !== undefined && isStackPortal(RUNNING_PORTAL_URL)
    ? standInTrustArguments()
    : [];
}

/** Playwright's launch gives every browser a fresh temporary profile (user-data-dir). */
export function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({
    executablePath,
    headless: true,
    args: [...CHROMIUM_ARGS, ...portalArguments()],
  });
}
