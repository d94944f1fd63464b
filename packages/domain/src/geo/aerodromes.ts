import type { LatLng } from './lat-lng.js';

// Singapore's five aerodromes and their runways (source: domain-facts.md, "Aerodromes (WGS84)").
// Zones are measured from every runway, not only the reference point (docs/requirements.md ENQ-2).
// Officers keep this table; a new runway is a new row.

export const AERODROME_ICAOS = ['WSSS', 'WSSL', 'WSAP', 'WSAT', 'WSAG'] as const;
export type AerodromeIcao = (typeof AERODROME_ICAOS)[number];

export interface RunwayEnd {
  /** Runway designator at this end, e.g. '02L'. */
  designator: string;
  position: LatLng;
  /** Magnetic-style heading, in degrees, of an aircraft using the runway from this end. */
  headingDegrees: number;
}

export interface Runway {
  /** Both designators, e.g. '02L/20R'. */
  id: string;
  ends: readonly [RunwayEnd, RunwayEnd];
  /** False when the headings were computed from the ends because no source gives them. */
  headingsPublished: boolean;
}

export interface Aerodrome {
  icao: AerodromeIcao;
  name: string;
  referencePoint: LatLng;
  /** False when the reference point is an estimate awaiting confirmation. */
  referencePointConfirmed: boolean;
  runways: readonly Runway[];
}

function runway(
  id: string,
  [first, second]: [string, string],
  from: LatLng,
  to: LatLng,
  headings: [number, number],
  headingsPublished = true,
): Runway {
  return {
    id,
    ends: [
      { designator: first, position: from, headingDegrees: headings[0] },
      { designator: second, position: to, headingDegrees: headings[1] },
    ],
    headingsPublished,
  };
}

export const AERODROMES: readonly Aerodrome[] = [
  {
    icao: 'WSSS',
    name: 'Changi Airport',
    referencePoint: { lat: 1.35917, lng: 103.98933 },
    referencePointConfirmed: true,
    runways: [
      runway(
        '02L/20R',
        ['02L', '20R'],
        { lat: 1.34897, lng: 103.978 },
        { lat: 1.38241, lng: 103.992 },
        [23, 203],
      ),
      runway(
        '02C/20C',
        ['02C', '20C'],
        { lat: 1.3288, lng: 103.985 },
        { lat: 1.36213, lng: 103.999 },
        [23, 203],
      ),
      runway(
        '02R/20L',
        ['02R', '20L'],
        { lat: 1.32239, lng: 104.0 },
        { lat: 1.35568, lng: 104.014 },
        [23, 203],
      ),
    ],
  },
  {
    icao: 'WSSL',
    name: 'Seletar Airport',
    referencePoint: { lat: 1.41695, lng: 103.86765 },
    referencePointConfirmed: true,
    runways: [
      runway(
        '03/21',
        ['03', '21'],
        { lat: 1.41044, lng: 103.863 },
        { lat: 1.42247, lng: 103.871 },
        [33, 213],
      ),
    ],
  },
  {
    icao: 'WSAP',
    name: 'Paya Lebar Air Base',
    referencePoint: { lat: 1.36028, lng: 103.90944 },
    referencePointConfirmed: true,
    runways: [
      runway(
        '02/20',
        ['02', '20'],
        { lat: 1.34464, lng: 103.903 },
        { lat: 1.37617, lng: 103.916 },
        [23, 203],
      ),
    ],
  },
  {
    icao: 'WSAT',
    name: 'Tengah Air Base',
    referencePoint: { lat: 1.38761, lng: 103.70828 },
    referencePointConfirmed: true,
    runways: [
      runway(
        '18/36',
        ['18', '36'],
        { lat: 1.39964, lng: 103.71 },
        { lat: 1.37488, lng: 103.708 },
        [185, 5],
      ),
    ],
  },
  {
    icao: 'WSAG',
    name: 'Sembawang Air Base',
    // Unconfirmed (domain-facts): an estimate inside the airfield, kept until officers confirm it.
    referencePoint: { lat: 1.4253, lng: 103.8128 },
    referencePointConfirmed: false,
    // Domain-facts gives the ends but no headings: 041°/221° are the bearings between the ends.
    runways: [
      runway(
        '04/22',
        ['04', '22'],
        { lat: 1.41749, lng: 103.804 },
        { lat: 1.43014, lng: 103.815 },
        [41, 221],
        false,
      ),
    ],
  },
];

export function aerodromeByIcao(icao: AerodromeIcao): Aerodrome {
  const found = AERODROMES.find((aerodrome) => aerodrome.icao === icao);
  if (!found) throw new RangeError(`Unknown aerodrome ${icao}`);
  return found;
}
