// /checkPermitEligibility, the Enquiry Tool (ENQ-1): the questionnaire, the map and the live answer.
import type { Download, Locator } from 'playwright-core';
import type { Rectangle } from '../support/image-regions.js';
import { PortalPage } from './portal-page.js';

export interface TypedPoint {
  latitude: string;
  longitude: string;
}

export class EnquiryToolPage extends PortalPage {
  static readonly path = '/checkPermitEligibility';

  async open(): Promise<void> {
    await this.goto(EnquiryToolPage.path);
  }

  /** The map region, once its lazily loaded chunk has rendered. */
  get map(): Locator {
    return this.page.getByRole('region', { name: /^Map of Singapore/ });
  }

  async chooseCategory(name: string): Promise<void> {
    await this.page.getByRole('radio', { name, exact: true }).check();
  }

  async chooseActivity(label: string): Promise<void> {
    await this.page.getByLabel('Type of Activity').selectOption({ label });
  }

  /** The keyboard way to the location (MAP-5): typed coordinates, then "Show on map". */
  async typePoint({ latitude, longitude }: TypedPoint): Promise<void> {
    await this.page.getByLabel('Latitude', { exact: true }).fill(latitude);
    await this.page.getByLabel('Longitude', { exact: true }).fill(longitude);
    await this.page.getByRole('button', { name: 'Show on map' }).click();
  }

  async typeHeight(label: RegExp, value: string): Promise<void> {
    await this.page.getByLabel(label).fill(value);
  }

  /** The answer panel's live region (ENQ-3). */
  get answer(): Locator {
    return this.page.getByRole('region', { name: 'Your answer' }).getByRole('status');
  }

  verdict(title: string): Locator {
    return this.answer.getByText(title, { exact: true });
  }

  get startApplication(): Locator {
    return this.answer.getByRole('link', { name: 'Start an application' });
  }

  /** The notice the map shows when tiles cannot be loaded (MAP-3). */
  get offlineNotice(): Locator {
    return this.page.getByText('Map tiles could not be loaded; showing a simplified map.');
  }

  /** The offline outline of Singapore drawn under the tiles (an SVG path in the map's panes). */
  get offlineOutline(): Locator {
    return this.map.locator('.leaflet-portal-offline-base-pane path').first();
  }

  /** The map's size in CSS pixels, as the screenshot captures it (MAP-15). */
  async mapSize(): Promise<{ width: number; height: number }> {
    return this.map.evaluate((element) => ({
      width: element.scrollWidth,
      height: element.scrollHeight,
    }));
  }

  /** Where one of the map's own controls ("Zoom in") lies, in CSS pixels from the map's corner. */
  async controlBoxOnMap(name: string): Promise<Rectangle> {
    const [map, control] = await Promise.all([
      this.map.boundingBox(),
      this.map.getByRole('button', { name, exact: true }).boundingBox(),
    ]);
    if (!map || !control) throw new Error(`The map or its "${name}" control is not shown`);
    return {
      x: Math.round(control.x - map.x),
      y: Math.round(control.y - map.y),
      width: Math.round(control.width),
      height: Math.round(control.height),
    };
  }

  /** Clicks the licence-map screenshot control and returns the browser's download (MAP-15). */
  async saveScreenshot(): Promise<Download> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: 'Save map screenshot' }).click(),
    ]);
    return download;
  }

  /** The product name the server's settings give the web app (it names the screenshot). */
  async productName(): Promise<string> {
    const json = await this.page.locator('script#portal-config').textContent();
    const config = JSON.parse(json ?? '{}') as { productName?: string };
    return config.productName ?? '';
  }
}
