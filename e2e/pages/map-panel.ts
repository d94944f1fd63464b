// The portal's map wherever a page shows one (MAP-4, MAP-5, MAP-15, MAP-16): the Leaflet region
// named by the page, its drawing toolbar, the address search above it, the summary line that says
// the selected location in words, and the screenshot buttons. A page shows one map, so the search
// and the buttons beside it are the page's.
import type { Locator, Page } from 'playwright-core';
import { tabTo } from '../support/keyboard.js';

const SELECTED_PREFIX = 'Selected location: ';
const MAP_SEARCH_PATH = '/map-service/v1/search';

/** One result of the map search call, as OneMap (or the packaged gazetteer) answers it (MAP-9). */
export interface MapSearchResult {
  SEARCHVAL: string;
  ADDRESS: string;
  LATITUDE: string;
  LONGITUDE: string;
}

/** A place on the map, in CSS pixels right of (x) and below (y) the map region's centre. */
export interface PixelOffset {
  x: number;
  y: number;
}

/** Pointer moves between two clicks: geoman follows the mouse, as it does a hand's. */
const MOVE_STEPS = 5;

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

  get searchBox(): Locator {
    return this.page.getByRole('searchbox', { name: 'Search for an address or postal code' });
  }

  /** The search's own status line: "Searching…", how many results, or why there are none. */
  get searchStatus(): Locator {
    return this.page.getByRole('search').getByRole('status');
  }

  get searchResults(): Locator {
    return this.page.getByRole('list', { name: 'Search results', exact: true });
  }

  /**
   * MAP-5 by search: types the text, presses Enter, and waits until the status line has said how
   * the search went. Answers the results the map service gave the page.
   */
  async searchFor(text: string): Promise<MapSearchResult[]> {
    const answered = this.page.waitForResponse(
      (response) => new URL(response.url()).pathname === MAP_SEARCH_PATH && response.ok(),
    );
    await this.searchBox.fill(text);
    await this.searchBox.press('Enter');
    const { results } = (await (await answered).json()) as { results: MapSearchResult[] };
    await this.searchStatus.filter({ hasText: /^(?!Searching…$)\S/ }).waitFor();
    return results;
  }

  /** The results as the list names them, in its order. */
  async resultNames(): Promise<string[]> {
    return this.searchResults.getByRole('listitem').allTextContents();
  }

  /**
   * A keyboard user's choice: Tab from the search field, where the search left the focus, past the
   * Search button and the results before it until the result named `name` has the focus, then
   * Enter. Throws when Tab never reaches it.
   */
  async chooseResultWithKeyboard(name: string): Promise<void> {
    const result = this.searchResults.getByRole('button', { name, exact: true });
    const tabsAllowed = (await this.searchResults.getByRole('listitem').count()) + 1;
    await tabTo(result, `the search result "${name}"`, tabsAllowed);
    await this.page.keyboard.press('Enter');
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
   * Metres per CSS pixel across the middle of the map, as a reader works it out from the scale
   * bar in the map's corner ("500 m" over its width).
   */
  async metresPerPixel(): Promise<number> {
    const bar = this.region.getByText(/^\d+ k?m$/);
    const text = (await bar.textContent()) ?? '';
    const box = await bar.boundingBox();
    const [, value = '', unit] = /^(\d+) (k?m)$/.exec(text) ?? [];
    if (!box?.width || !value) throw new Error(`No scale bar to read ("${text}")`);
    return (Number(value) * (unit === 'km' ? 1000 : 1)) / box.width;
  }

  /**
   * MAP-5 with the pointer, geoman's way: "Draw a circle", a click for the centre at the map's
   * centre, then a click `radiusPixels` to its right for the radius. Answers the summary.
   */
  async drawCircleByClicks(radiusPixels: number): Promise<string> {
    await this.region.getByRole('button', { name: 'Draw a circle' }).click();
    await this.clickAt({ x: 0, y: 0 });
    await this.clickAt({ x: radiusPixels, y: 0 });
    return this.summaryOnceItReads('Circle of radius');
  }

  /**
   * MAP-5 with the pointer: "Draw an area", a click on each corner, then a click on the first
   * corner again, which closes the area. Answers the summary.
   */
  async drawAreaByClicks(corners: readonly PixelOffset[]): Promise<string> {
    const [first] = corners;
    if (!first || corners.length < 3) throw new Error('An area needs 3 corners or more');
    await this.region.getByRole('button', { name: 'Draw an area' }).click();
    for (const corner of [...corners, first]) await this.clickAt(corner);
    return this.summaryOnceItReads('Area with');
  }

  /**
   * MAP-5: "Edit the location", a drag of the mouse from one place of the shape to another (a
   * corner, or the handle in the middle of an edge, which adds a corner), then "Edit the location"
   * again to stop editing.
   */
  async dragWhileEditing(from: PixelOffset, to: PixelOffset): Promise<void> {
    const edit = this.region.getByRole('button', { name: 'Edit the location' });
    await edit.click();
    await this.moveTo(from);
    await this.page.mouse.down();
    await this.moveTo(to);
    await this.page.mouse.up();
    await edit.click();
  }

  /** "Remove the location", then a click on the shape, which covers the map's centre. */
  async removeShapeAtCentre(): Promise<void> {
    await this.region.getByRole('button', { name: 'Remove the location' }).click();
    await this.clickAt({ x: 0, y: 0 });
    await this.page.getByText('No location selected.', { exact: true }).waitFor();
  }

  /** Moves the mouse where a reader would move it: the whole map is scrolled into view first. */
  private async moveTo(offset: PixelOffset): Promise<{ x: number; y: number }> {
    await this.region.scrollIntoViewIfNeeded();
    const box = await this.region.boundingBox();
    if (!box) throw new Error(`The map "${this.name}" is not shown`);
    const x = box.x + box.width / 2 + offset.x;
    const y = box.y + box.height / 2 + offset.y;
    await this.page.mouse.move(x, y, { steps: MOVE_STEPS });
    return { x, y };
  }

  private async clickAt(offset: PixelOffset): Promise<void> {
    const { x, y } = await this.moveTo(offset);
    await this.page.mouse.click(x, y);
  }

  /** Waits until the summary starts with `start` (say "Circle of"), then answers the location. */
  async summaryOnceItReads(start: string): Promise<string> {
    await this.page.getByText(`${SELECTED_PREFIX}${start}`).waitFor();
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
