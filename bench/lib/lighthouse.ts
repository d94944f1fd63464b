// Lighthouse 12 on the running portal, in one headless Chromium that the run stops afterwards.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { onCleanup } from './cleanup.js';

export type FormFactor = 'mobile' | 'desktop';

export interface LighthouseFigures {
  page: string;
  formFactor: FormFactor;
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Time to Interactive, in ms (simulated throttling of the form factor). */
  interactiveMs: number;
  largestContentfulPaintMs: number;
}

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

export async function startChrome(chromePath: string): Promise<number> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  onCleanup('Chromium', () => chrome.kill());
  return chrome.port;
}

function score(value: number | null | undefined): number {
  return Math.round((value ?? 0) * 100);
}

export async function runLighthouse(
  chromePort: number,
  url: string,
  formFactor: FormFactor,
): Promise<LighthouseFigures> {
  const result = await lighthouse(
    url,
    {
      port: chromePort,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    },
    // Lighthouse's own default is the mobile profile (Moto G Power, slow 4G, 4x CPU).
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (result === undefined) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
  return {
    page: new URL(url).pathname,
    formFactor,
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories['best-practices']?.score),
    interactiveMs: Math.round(audits.interactive?.numericValue ?? 0),
    largestContentfulPaintMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
  };
}
