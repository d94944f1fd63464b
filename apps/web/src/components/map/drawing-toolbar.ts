import type { L } from './leaflet';

// MAP-5, ROUTE-43: geoman's toolbar limited to the three shapes a location may take, plus edit and
// remove. Its buttons are links titled on their parent element, which leaves them nameless to
// assistive technology; each gets its title as its name and the button role.

const BUTTON_TITLES = {
  drawMarkerButton: 'Draw a point',
  drawCircleButton: 'Draw a circle',
  drawPolyButton: 'Draw an area',
  editButton: 'Edit the location',
  deleteButton: 'Remove the location',
};

export function addDrawingToolbar(map: L.Map): void {
  map.pm.setLang('en', { buttonTitles: BUTTON_TITLES }, 'en');
  map.pm.addControls({
    position: 'topleft',
    drawMarker: true,
    drawCircle: true,
    drawPolygon: true,
    editMode: true,
    removalMode: true,
    drawCircleMarker: false,
    drawPolyline: false,
    drawRectangle: false,
    drawText: false,
    dragMode: false,
    cutPolygon: false,
    rotateMode: false,
  });
  for (const container of map.getContainer().querySelectorAll('.leaflet-pm-toolbar [title]')) {
    const link = container.querySelector('a');
    link?.setAttribute('role', 'button');
    link?.setAttribute('aria-label', container.getAttribute('title') ?? '');
  }
}
