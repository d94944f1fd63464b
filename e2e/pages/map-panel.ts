// The portal's map wherever a page shows one (MAP-4, MAP-5, MAP-15, MAP-16): the Leaflet region
// named by the page, its drawing toolbar, the summary line that says the selected location in
// words, and the screenshot buttons. A page shows one map, so the buttons beside it are the page's.
import type { Locator, Page } from 'playwright-core';

const SELECTED_PREFIX = 'Selected location: ';

export class MapPanel {
  constructor(
    readonly page: Page,
    /** The map region's accessible name ("Location on map", "Map of Singapore…"). */
    readonly name: string,
  ) {}

  get region(): Locator {
    return this.page.getByRole('region', { name: this.name, exact: true });
  }

  get drawPointButton(): Locator {
    return this.region.getByRole('button', { name: 'Draw a point' });
  }

  get coordinatesFields(): Locator {
    return this.page.getByLabel('Latitude', { exact: true });
  }

  /** The location in words, as the summary under the map says it (undefined: none selected). */
  async selectedLocation(): Promise<string | undefined> {
    const summary = this.page.getByText(/^(Selected location: |No location selected\.)/);
    const text = (await summary.textContent()) ?? '';
    return text.startsWith(SELECTED_PREFIX) ? text.slice(SELECTED_PREFIX.length) : undefined;
  }

  /** The pointer's way (MAP-5): "Draw a point", then a click at the map's centre. */
  async drawPointByClick(): Promise<string> {
    await this.drawPointButton.click();
    await this.region.click();
    await this.page.getByText(/^Selected location: Point at latitude/).waitFor();
    return (await this.selectedLocation()) ?? '';
  }

  /**
   * MAP-16: "Attach to application", then the status line's word once the upload is done;
   * answers the file name the status line gives.
   */
  async attachScreenshot(): Promise<string> {
    await this.page.getByRole('button', { name: 'Attach to application' }).click();
    const status = this.page.getByText(/^Screenshot attached to the application's supporting/);
    await status.waitFor({ timeout: 60_000 });
    const text = (await status.textContent()) ?? '';
    return /as (\S+\.png)\.$/.exec(text)?.[1] ?? '';
  }
}
