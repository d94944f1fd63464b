import { aerodromeByIcao, type AerodromeIcao } from './aerodromes.js';
import { destinationPoint } from './geodesy.js';
import type { LatLng } from './lat-lng.js';
import type { ApplicationLocation } from './location.js';

// Sites at known distances from the runways, for the tests of the Enquiry Tool's rules
// (check-eligibility.test.ts measures each one first) and of the application forms judged by them.

export const midpoint = (icao: AerodromeIcao): LatLng => {
  const [a, b] = aerodromeByIcao(icao).runways[0]?.ends ?? [];
  if (!a || !b) throw new Error(`${icao} has a runway`);
  return { lat: (a.position.lat + b.position.lat) / 2, lng: (a.position.lng + b.position.lng) / 2 };
};
export const runwayEnd = (icao: AerodromeIcao, designator: string): LatLng => {
  const end = aerodromeByIcao(icao)
    .runways.flatMap((r) => r.ends)
    .find((e) => e.designator === designator);
  if (!end) throw new Error(`${icao} ${designator}`);
  return end.position;
};

export const SITES = {
  /** 3 km from Seletar's runway, square to it (033° + 90°): Sengkang West. */
  nearSeletar: destinationPoint(midpoint('WSSL'), 123, 3_000),
  /** 3.5 km from Seletar's runway on the same line. */
  seletar3500: destinationPoint(midpoint('WSSL'), 123, 3_500),
  /** The Singapore Sports Hub, Kallang: between 5 and 10 km of Paya Lebar Air Base. */
  kallang: { lat: 1.304, lng: 103.8745 },
  /** Sentosa, Palawan Beach: more than 10 km from every runway. */
  sentosa: { lat: 1.248, lng: 103.822 },
  /** The far west, Tuas South: more than 10 km from every runway. */
  tuasSouth: { lat: 1.29, lng: 103.63 },
  /** At sea south of the Southern Islands: more than 15 km from every runway. */
  farSouth: { lat: 1.2, lng: 103.74 },
  /** At sea 5 km beyond the 02C end of Changi, under its approach. */
  underChangiApproach: destinationPoint(runwayEnd('WSSS', '02C'), 203, 5_000),
  /** The East Johor Strait north of Punggol. */
  eastJohorStrait: { lat: 1.45, lng: 103.9 },
  /** Marina Bay, the example temporary area's centre. */
  marinaBay: { lat: 1.2887, lng: 103.8592 },
} satisfies Record<string, LatLng>;

export const at = ({ lat, lng }: LatLng): ApplicationLocation => ({
  kind: 'point',
  point: { latitude: String(lat), longitude: String(lng) },
});
