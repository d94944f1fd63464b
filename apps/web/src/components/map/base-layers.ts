import { ONEMAP_DEFAULT_BASE_URL } from '@aviation-permits/domain/geo';
import { PORTAL_CONSTANTS } from '@aviation-permits/domain/constants';
import type { GeoJsonObject } from 'geojson';
import { L } from './leaflet';
import singaporeOutline from './singapore-outline.json';

// MAP-2, MAP-3: OneMap's tiles over an offline base map. The offline layer (Singapore's outline,
// land on water) lies underneath, so wherever tiles are missing the map still shows the island;
// when no tile loads at all (no network, service down, blocked) the tile layer is dropped and the
// page says so. Dropping it also keeps broken images out of the licence-map screenshot.

export { ONEMAP_DEFAULT_BASE_URL };
/** OneMap's tiles start at zoom 11. */
export const ONEMAP_MIN_ZOOM = 11;
export const TILES_FAILED_NOTICE = 'Map tiles could not be loaded; showing a simplified map.';

/** OneMap asks to be credited with the Singapore Land Authority. */
export const ONEMAP_ATTRIBUTION =
  '<a href="https://www.onemap.gov.sg/" target="_blank" rel="noopener noreferrer">' +
  '<strong>OneMap</strong></a> &copy; contributors | ' +
  '<a href="https://www.sla.gov.sg/" target="_blank" rel="noopener noreferrer">Singapore Land Authority</a>';
/**
 * MAP-25: without tiles the map is the outline alone, so the attribution credits its sources:
 * Natural Earth's 1:10m countries, as packaged by world-atlas (scripts/build-singapore-outline.mjs).
 */
const OUTLINE_ATTRIBUTION =
  'Offline map: <a href="https://www.naturalearthdata.com/" target="_blank" rel="noopener noreferrer">Natural Earth</a>' +
  ' via <a href="https://github.com/topojson/world-atlas" target="_blank" rel="noopener noreferrer">world-atlas</a>';

/**
 * MAP-24: the closest zoom without tiles. The outline is Natural Earth's 1:10m, so closer in a
 * person sees a blank tile (the scale reads 20 m at 19); at 13 the nearby coast shows where they are.
 */
export const OFFLINE_MAX_ZOOM = 13;

const OFFLINE_PANE = 'portal-offline-base';
/** Below Leaflet's tile pane (200), so tiles cover the outline once they load. */
const OFFLINE_PANE_Z_INDEX = '150';

/**
 * Land on water (the water is the map's background). Set as the path's own attributes, not by a
 * stylesheet class: the screenshot copies attributes faithfully but not every styled SVG property.
 */
const LAND_STYLE = { color: '#8a8a8a', weight: 1, fillColor: '#f2efe9', fillOpacity: 1 } as const;

export function oneMapTileUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/maps/tiles/Default/{z}/{x}/{y}.png`;
}

/** Adds both layers; returns the function that removes them. */
export function addBaseLayers(map: L.Map, tileBaseUrl: string, onTilesFailed: () => void) {
  const pane = map.getPane(OFFLINE_PANE) ?? map.createPane(OFFLINE_PANE);
  pane.style.zIndex = OFFLINE_PANE_Z_INDEX;
  const outline = L.geoJSON(singaporeOutline as GeoJsonObject, {
    // Leaflet gives a pane its own renderer, so the outline is drawn beneath the tiles.
    pane: OFFLINE_PANE,
    interactive: false,
    pmIgnore: true,
    attribution: OUTLINE_ATTRIBUTION,
    style: LAND_STYLE,
  }).addTo(map);

  const tiles = L.tileLayer(oneMapTileUrl(tileBaseUrl), {
    minZoom: ONEMAP_MIN_ZOOM,
    maxZoom: PORTAL_CONSTANTS.mapMaxZoom,
    attribution: ONEMAP_ATTRIBUTION,
  });
  let anyTileLoaded = false;
  tiles.on('tileload', () => {
    anyTileLoaded = true;
  });
  // One missing tile on a working connection is not a failed service; no tile at all is.
  tiles.on('tileerror', () => {
    if (anyTileLoaded || !map.hasLayer(tiles)) return;
    map.removeLayer(tiles);
    // Leaflet zooms out to the new limit if the map is closer in (MAP-24).
    map.setMaxZoom(OFFLINE_MAX_ZOOM);
    onTilesFailed();
  });
  tiles.addTo(map);

  return () => {
    map.removeLayer(tiles);
    map.removeLayer(outline);
  };
}
