import type { LatLng } from './lat-lng.js';

// Waters where a tall vessel's height matters (domain-facts "Ship crossing"). The channels north
// and south of Changi are where the vessel passes under Changi's approach and departure paths,
// so the rules use Changi's flight funnels for them (flight-funnels.ts). The East Johor Strait,
// near Seletar, is the area below: an approximate outline of the strait from Sembawang to Pulau
// Tekong, drawn from the public map (ours; officers refine it).

export interface ShipReportingArea {
  id: string;
  name: string;
  ring: LatLng[];
}

export const EAST_JOHOR_STRAIT: ShipReportingArea = {
  id: 'east-johor-strait',
  name: 'East Johor Strait',
  ring: [
    { lat: 1.4755, lng: 103.82 },
    { lat: 1.476, lng: 103.87 },
    { lat: 1.455, lng: 103.92 },
    { lat: 1.435, lng: 103.97 },
    { lat: 1.43, lng: 104.03 },
    { lat: 1.42, lng: 104.09 },
    { lat: 1.395, lng: 104.09 },
    { lat: 1.395, lng: 104.03 },
    { lat: 1.4, lng: 103.98 },
    { lat: 1.42, lng: 103.93 },
    { lat: 1.435, lng: 103.89 },
    { lat: 1.45, lng: 103.85 },
    { lat: 1.46, lng: 103.82 },
  ],
};
