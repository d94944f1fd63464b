// One Chromium per test file and a fresh context (cookies, storage) per test, so no test sees
// another's session. A failing test leaves a screenshot in e2e/artifacts/ for whoever reads CI.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { launchChromium } from './chromium.js';
import { ARTIFACTS_DIR } from './repository-paths.js';
import './provided-context.js';

/** How long a locator waits for the page before failing: a cold SPA on a busy machine is slow. */
const ACTION_TIMEOUT_MS = 20_000;

export interface BrowserSession {
  /** The page of the running test. */
  readonly page: Page;
  readonly baseUrl: string;
  /**
   * Another browser context of the same browser (a second device: no shared cookies), closed
   * with the test.
   */
  newPage(): Promise<Page>;
}

export interface BrowserSessionOptions {
  /** The portal to browse, read when each test starts; default the suite's shared portal. */
  baseUrl?: () => string;
}

function screenshotName(testName: string): string {
  return `${testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 120)}.png`;
}

/** Call at the top level of a test file. */
export function useBrowserSession(options: BrowserSessionOptions = {}): BrowserSession {
  const sharedBaseUrl = inject('baseUrl');
  const baseUrlOf = options.baseUrl ?? (() => sharedBaseUrl);
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let extraContexts: BrowserContext[] = [];

  async function openContext(): Promise<BrowserContext> {
    if (browser === undefined) throw new Error('Chromium did not start for this file.');
    // Reduced motion, as many users ask for: a button's hover fade that starts after the page has
    // settled is never caught halfway by axe, which reads colours (ROUTE-43).
    const opened = await browser.newContext({ baseURL: baseUrlOf(), reducedMotion: 'reduce' });
    opened.setDefaultTimeout(ACTION_TIMEOUT_MS);
    return opened;
  }

  beforeAll(async () => {
    browser = await launchChromium(inject('chromiumPath'));
  });
  afterAll(async () => {
    await browser?.close();
  });

  beforeEach(async () => {
    context = await openContext();
    page = await context.newPage();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && page !== undefined) {
      await mkdir(ARTIFACTS_DIR, { recursive: true });
      await page.screenshot({
        path: join(ARTIFACTS_DIR, screenshotName(task.name)),
        fullPage: true,
      });
    }
    await Promise.all([context, ...extraContexts].map((opened) => opened?.close()));
    context = undefined;
    page = undefined;
    extraContexts = [];
  });

  return {
    get baseUrl(): string {
      return baseUrlOf();
    },
    async newPage(): Promise<Page> {
      const opened = await openContext();
      extraContexts.push(opened);
      return opened.newPage();
    },
    get page(): Page {
      if (page === undefined) throw new Error('The page exists only inside a test.');
      return page;
    },
  };
}
