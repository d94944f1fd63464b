// PERF-11's second half: an eligibility answer takes under 50 ms in the browser. Measured in
// headless Chromium on the built Enquiry Tool, with the mobile profile's CPU slowed 4x (as
// Lighthouse's mid-range phone): a kite near Paya Lebar, whose height is changed back and forth
// across the 200 ft limit; each change is timed from the input event to the new verdict in the
// answer panel (the engine's run and React's render and commit of the answer).
import { chromium } from 'playwright-core';
import type { ElementHandle, Page } from 'playwright-core';
import { ROUTE_PATHS } from '@aviation-permits/domain/navigation';
import { callTimesOf } from './timed-calls.js';

export interface EnquiryAnswerFigures {
  changes: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

/** Kallang: between 5 and 10 km of Paya Lebar Air Base's runway, where a kite's limit is 200 ft. */
const NEAR_PAYA_LEBAR = { latitude: '1.304', longitude: '103.8745' };
/** Above and below the limit, so each change turns the verdict. */
const HEIGHTS_FT = ['300', '100'];
const CPU_SLOWDOWN = 4;

async function askKite(page: Page): Promise<ElementHandle<HTMLInputElement>> {
  await page.getByRole('radio', { name: 'Aerial Activities', exact: true }).check();
  await page.getByLabel('Type of Activity').selectOption({ label: 'Kite Flying/Parasailing' });
  await page.getByLabel('Latitude', { exact: true }).fill(NEAR_PAYA_LEBAR.latitude);
  await page.getByLabel('Longitude', { exact: true }).fill(NEAR_PAYA_LEBAR.longitude);
  await page.getByRole('button', { name: 'Show on map' }).click();
  const height = page.getByLabel(/^Maximum Height above mean sea level/);
  await height.fill(HEIGHTS_FT[1] ?? '');
  await page.getByText('No permit needed', { exact: true }).waitFor();
  return (await height.elementHandle()) as ElementHandle<HTMLInputElement>;
}

/** Types `value` as one input event and resolves with the ms until the answer panel changed. */
function timeOneChange(input: ElementHandle<HTMLInputElement>, value: string): Promise<number> {
  return input.evaluate(
    (element, typed) =>
      new Promise<number>((resolve, reject) => {
        const answer = document.querySelector('.enquiry-answer [role="status"]') as HTMLElement;
        const before = answer.textContent;
        const observer = new MutationObserver(() => {
          if (answer.textContent === before) return;
          observer.disconnect();
          clearTimeout(giveUp);
          resolve(performance.now() - start);
        });
        const giveUp = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`the answer did not change after the height ${typed}`));
        }, 10_000);
        observer.observe(answer, { childList: true, subtree: true, characterData: true });
        // React listens to the input event; the value is set as the browser sets a typed one.
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        const start = performance.now();
        setValue?.call(element, typed);
        element.dispatchEvent(new Event('input', { bubbles: true }));
      }),
    value,
  );
}

export async function measureEnquiryAnswers(
  chromePath: string,
  baseUrl: string,
  changes = 40,
): Promise<EnquiryAnswerFigures> {
  const browser = await chromium.launch({ executablePath: chromePath });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${ROUTE_PATHS.checkPermitEligibility}`);
    const input = await askKite(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const times: number[] = [];
    for (let change = 0; change < changes; change += 1) {
      times.push(await timeOneChange(input, HEIGHTS_FT[change % HEIGHTS_FT.length] ?? ''));
    }
    const { p50Ms, p95Ms, maxMs } = callTimesOf(times);
    const round = (ms: number) => Math.round(ms * 10) / 10;
    return { changes, p50Ms: round(p50Ms), p95Ms: round(p95Ms), maxMs: round(maxMs) };
  } finally {
    await browser.close();
  }
}
