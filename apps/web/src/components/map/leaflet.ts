// The one door to Leaflet and its plugins. Only the lazily loaded map imports it, so neither the
// libraries nor their stylesheets reach a page without a map (PERF-10).
import * as L from 'leaflet';
// Both plugins extend the global `L` that Leaflet's bundle sets, so they load after it.
import '@geoman-io/leaflet-geoman-free';
import 'leaflet-simple-map-screenshoter';
import 'leaflet/dist/leaflet.css';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import markerIconUrl from 'leaflet/dist/images/marker-icon.png';
import markerIconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadowUrl from 'leaflet/dist/images/marker-shadow.png';

// Leaflet looks for its marker images next to its stylesheet, which the bundler moves; point it at
// the bundled files instead (served from the portal itself, as the CSP wants).
L.Icon.Default.imagePath = '';
L.Icon.Default.mergeOptions({
  iconUrl: markerIconUrl,
  iconRetinaUrl: markerIconRetinaUrl,
  shadowUrl: markerShadowUrl,
});

export { L };
