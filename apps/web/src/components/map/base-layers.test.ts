import { afterEach, describe, expect, it, vi } from 'vitest';
import { addBaseLayers, OFFLINE_MAX_ZOOM, ONEMAP_ATTRIBUTION, oneMapTileUrl } from './base-layers';
import { L } from './leaflet';

function mapWithBaseLayers() {
  const element = document.createElement('div');
  document.body.append(element);
  const map = L.map(element, { center: [1.315, 103.8675], zoom: 12 });
  const onTilesFailed = vi.fn();
  addBaseLayers(map, 'https://tiles.example/', onTilesFailed);
  let tiles: L.TileLayer | undefined;
  map.eachLayer((layer) => {
    if (layer instanceof L.TileLayer) tiles = layer;
  });
  if (!tiles) throw new Error('no tile layer');
  return { map, tiles, onTilesFailed };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('base layers (MAP-2, MAP-3)', () => {
  it("asks OneMap's Default tiles under the configured address", () => {
    expect(oneMapTileUrl('https://www.onemap.gov.sg')).toBe(
      'https://www.onemap.gov.sg/maps/tiles/Default/{z}/{x}/{y}.png',
    );
    expect(oneMapTileUrl('https://tiles.example/')).toBe(
      'https://tiles.example/maps/tiles/Default/{z}/{x}/{y}.png',
    );
  });

  it('credits OneMap and the Singapore Land Authority', () => {
    const { map } = mapWithBaseLayers();
    const attribution = map.getContainer().querySelector('.leaflet-control-attribution');
    expect(attribution).toHaveTextContent('OneMap');
    expect(attribution).toHaveTextContent('Singapore Land Authority');
    expect(ONEMAP_ATTRIBUTION).toContain('https://www.onemap.gov.sg/');
  });

  it('drops the tiles and reports it when no tile loads at all', () => {
    const { map, tiles, onTilesFailed } = mapWithBaseLayers();
    tiles.fire('tileerror');
    tiles.fire('tileerror');
    expect(onTilesFailed).toHaveBeenCalledTimes(1);
    expect(map.hasLayer(tiles)).toBe(false);
    // The offline outline stays: the map still shows Singapore.
    expect(
      map.getContainer().querySelectorAll('.leaflet-portal-offline-base-pane path'),
    ).toHaveLength(1);
  });

  it('without tiles, opens no closer than a zoom where the outline shows where one is (MAP-24)', () => {
    const { map, tiles } = mapWithBaseLayers();
    map.setView([1.3521, 103.8198], 19);
    tiles.fire('tileerror');

    expect(map.getZoom()).toBe(OFFLINE_MAX_ZOOM);
    expect(map.getMaxZoom()).toBe(OFFLINE_MAX_ZOOM);
    // One step out from the closest offline zoom still leaves the island in view.
    expect(OFFLINE_MAX_ZOOM).toBeLessThanOrEqual(14);
  });

  it('without tiles, credits the offline map its sources, Natural Earth and world-atlas (MAP-25)', () => {
    const { map, tiles } = mapWithBaseLayers();
    tiles.fire('tileerror');

    const attribution = map.getContainer().querySelector('.leaflet-control-attribution');
    expect(attribution).not.toHaveTextContent('OneMap');
    expect(
      attribution?.querySelector('a[href="https://www.naturalearthdata.com/"]'),
    ).toHaveTextContent('Natural Earth');
    expect(
      attribution?.querySelector('a[href="https://github.com/topojson/world-atlas"]'),
    ).toHaveTextContent('world-atlas');
  });

  it('keeps the tiles when some have loaded and one fails', () => {
    const { map, tiles, onTilesFailed } = mapWithBaseLayers();
    tiles.fire('tileload');
    tiles.fire('tileerror');
    expect(onTilesFailed).not.toHaveBeenCalled();
    expect(map.hasLayer(tiles)).toBe(true);
  });
});
