// The map for pages. Only lazy-safe exports: nothing here imports Leaflet.
export { LazyPortalMap } from './lazy-portal-map';
export type { ScreenshotAttachment } from './portal-map-props';
export { describeLocation } from './location-text';
