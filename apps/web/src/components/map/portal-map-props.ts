import type { ApplicationLocation } from '@aviation-permits/domain/geo';
import type { FeatureCollection } from 'geojson';
import type { MapSearchClient } from '../../lib/map-search/map-search-client';

// The map's public props. Kept apart from the component so that pages can type them without
// loading Leaflet.

/** What became of an attached screenshot; a refusal carries the message the applicant reads. */
export type ScreenshotAttachOutcome = { ok: true } | { ok: false; message: string };

/** MAP-16: how a page attaches the licence-map screenshot to its application. */
export interface ScreenshotAttachment {
  /** Uploads the PNG, reporting 0 to 1 as it leaves the browser. */
  send(image: Blob, onProgress: (fraction: number) => void): Promise<ScreenshotAttachOutcome>;
}

export interface PortalMapProps {
  /** The map's accessible name. */
  label?: string;
  /** The location shown; the view fits it. */
  value?: ApplicationLocation;
  /** A location drawn, edited, searched or typed; undefined when the applicant removed it. */
  onChange?: (location: ApplicationLocation | undefined) => void;
  /** Shows the location and the zones only: no drawing tools, search or coordinates form. */
  readOnly?: boolean;
  /** Zones from the server's map/zone-data: features whose properties carry kind, name, label. */
  zones?: FeatureCollection;
  /**
   * The zones have been asked for and have not arrived: the legend already lists their kinds, so
   * that it does not push the coordinates form and the questions below down when they come.
   */
  zonesLoading?: boolean;
  /** ENQ-3: ids of zones (their `id` property) drawn highlighted and named below the map. */
  highlightedZoneIds?: readonly string[];
  /** Legend texts per zone kind; by default the domain's ZONE_KIND_LABELS. */
  zoneKindLabels?: Readonly<Record<string, string>>;
  /** OneMap's address (from the portal settings); tiles come from `{base}/maps/tiles/Default/…`. */
  tileBaseUrl?: string;
  /** The address search; without it no search box is shown. */
  searchClient?: MapSearchClient;
  /** The configured product name; with it the licence-map screenshot button is shown. */
  productName?: string;
  /** The screenshot's caption; by default, the selected location in words. */
  screenshotCaption?: string;
  /** With it, an "Attach to application" button sends the screenshot as a supporting document. */
  attachScreenshot?: ScreenshotAttachment;
  /** CSS height of the map; Leaflet needs a fixed one. */
  height?: string;
  /**
   * When the map's chunk is asked for: at once (the default), or only once its place scrolls into
   * view, for a page whose first use does not need the map (PERF-11).
   */
  loading?: 'eager' | 'in-view';
  /** Called once, when the map starts loading, so a page can fetch what only the map shows. */
  onLoadStart?: () => void;
}
