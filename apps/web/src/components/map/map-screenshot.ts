import { PORTAL_CONSTANTS } from '@aviation-permits/domain/constants';
// Leaflet first: the plugin's module extends the global `L` that Leaflet sets.
import './leaflet';
import type { L } from './leaflet';
import { SimpleMapScreenshoter } from 'leaflet-simple-map-screenshoter';

// MAP-15, CONST-18: the licence-map screenshot through leaflet-simple-map-screenshoter, with the
// screenshot defaults: caption in Arial 15, black on white, offset 5; the plugin's own control top
// right and hidden (the page shows an accessible button instead); map controls hidden during
// capture.

/** A capture that has not finished by then has failed (the plugin itself never gives up). */
const SCREENSHOT_TIMEOUT_MS = 30_000;
/** Drawn in place of any image the capture cannot read (a tile from another origin). */
const TRANSPARENT_PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
/** Leaflet's zoom, layer, attribution and geoman controls all live in this container. */
const MAP_CONTROLS_SELECTOR = '.leaflet-control-container';

export interface MapScreenshotter {
  take(): Promise<Blob>;
  remove(): void;
}

export function createMapScreenshotter(map: L.Map, caption: () => string | null): MapScreenshotter {
  const options = PORTAL_CONSTANTS.screenshot;
  // The plugin's class, not `L.simpleMapScreenshoter`: the plugin adds that factory to the global
  // `L`, which in the production bundle is not the module namespace imported in leaflet.ts.
  const control = new SimpleMapScreenshoter({
    position: options.controlPosition,
    hidden: options.controlHidden,
    preventDownload: true,
    mimeType: `image/${options.imageType}`,
    caption,
    captionFont: options.captionFontFamily,
    captionFontSize: options.captionFontSize,
    captionColor: options.captionTextColour,
    captionBgColor: options.captionBackgroundColour,
    captionOffset: options.captionOffset,
    hideElementsWithSelectors: options.hideMapControlsDuringCapture ? [MAP_CONTROLS_SELECTOR] : [],
    domtoimageOptions: { imagePlaceholder: TRANSPARENT_PIXEL },
  }).addTo(map);

  return {
    async take() {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(
          () => reject(new Error('The map screenshot timed out.')),
          SCREENSHOT_TIMEOUT_MS,
        );
      });
      try {
        const image = await Promise.race([control.takeScreen('blob'), timeout]);
        if (!(image instanceof Blob)) throw new Error('The map screenshot gave no image.');
        return image;
      } finally {
        clearTimeout(timer);
      }
    },
    remove() {
      control.remove();
    },
  };
}

/** Offers the image as a download under the given file name. */
export function saveImage(image: Blob, fileName: string): void {
  const url = URL.createObjectURL(image);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoked later, not at once: some browsers read the address after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
