import type { AerodromeIcao } from './aerodromes.js';

// Every number the Enquiry Tool's rules and the map's zones are drawn from (docs/requirements.md
// ENQ-2, MAP-6), each with its source. A rule change is a change here: the rules engine
// (check-eligibility.ts) and the zone generators read nothing else. Heights are above mean sea
// level unless the entry says otherwise; a limit is exceeded only when the height is above it.
// The lead times have their one home in activity/lead-time/lead-time.ts, which the engine reads;
// the aerial photography questions' thresholds are here, and the application forms ask with them.

/** The two zones drawn around every runway (domain-facts "When an aerial activity needs a permit"). */
const AERODROME_ZONES_M = { inner: 5_000, outer: 10_000 } as const;
/** "Within 1 km of a flight funnel" (domain-facts table, kites and captive balloons). */
const FUNNEL_BUFFER_M = 1_000;

export const ELIGIBILITY_THRESHOLDS = {
  aerodromeZonesM: AERODROME_ZONES_M,
  funnelBufferM: FUNNEL_BUFFER_M,

  /**
   * A flight funnel: the approach/departure corridor along a runway's heading from each end
   * (domain-facts). No public source gives its shape; this default (ours, to be confirmed by the
   * authority) starts 300 m wide at the runway end and widens evenly to 1,500 m at 15 km out.
   */
  flightFunnel: { startWidthM: 300, endWidthM: 1_500, lengthM: 15_000 },

  /** Kite flying / parasailing (domain-facts table). */
  kite: {
    /** A permit within this distance of any aerodrome's runway, at any height. */
    permitWithinM: AERODROME_ZONES_M.inner,
    /** The stricter limit applies near these aerodromes… */
    strictAerodromes: ['WSAP', 'WSAT'] as readonly AerodromeIcao[],
    /** …within this distance of their runways… */
    strictWithinM: AERODROME_ZONES_M.outer,
    /** …and within this distance of their flight funnels. */
    strictFunnelBufferM: FUNNEL_BUFFER_M,
    strictMaxHeightFt: 200,
    /** Anywhere else a permit is needed above this height. */
    elsewhereMaxHeightFt: 500,
  },

  /** Hoisting of a captive balloon or blimp (domain-facts table). */
  captiveBalloon: {
    /** A permit within this distance of any flight funnel, at any height. */
    funnelBufferM: FUNNEL_BUFFER_M,
    nearWithinM: AERODROME_ZONES_M.inner,
    nearMaxHeightFt: 130,
    farMaxHeightFt: 290,
    maxDiameterM: 3,
  },

  /** Release of balloons (domain-facts table; military hours in validation/military-hours.ts). */
  balloonRelease: { permitWithinM: AERODROME_ZONES_M.inner, maxSizeM: 2 },

  /** Release of sky lanterns: only tethered lanterns, a permit always (domain-facts table). */
  skyLantern: { maxSizeM: 2 },

  /**
   * Cranes: height-limit zones, a model of the obstacle limitation surfaces (ICAO Annex 14) around
   * each aerodrome, calibrated on domain-facts' reference points near Seletar (about 93.8 m at
   * 3 km and 193.1 m at 6 km). The limit rises linearly through the calibration points
   * (33.1 m per km), never below `floorM`, and stays at the last point's value out to
   * `outerRadiusM` (the radius of ICAO's outer horizontal surface); beyond it no zone applies.
   * The map draws rings `ringWidthM` wide, each at the model's value on its inner edge, and the
   * rules use the same rings, so a ring never allows more than the model does.
   */
  craneHeightLimits: {
    calibration: [
      { distanceM: 3_000, limitM: 93.8 },
      { distanceM: 6_000, limitM: 193.1 },
    ],
    floorM: 0,
    ringWidthM: 1_000,
    outerRadiusM: 15_000,
  },

  /** Ship crossing (domain-facts "Ship crossing"); vessel height from the waterline to the top. */
  shipCrossing: {
    /** Runway operations at Changi treat vessels up to this height as no restriction. */
    changiClearanceAboveM: 35,
    /** Above this height a vessel must report before using the East Johor Strait. */
    eastJohorReportAboveM: 30,
  },
} as const;

export type EligibilityThresholds = typeof ELIGIBILITY_THRESHOLDS;

/** International foot in metres. */
export const METRES_PER_FOOT = 0.3048;

/**
 * The thresholds of the aerial photography questions (APP-36, the "crane question thresholds",
 * domain-facts "Aerial photography / videography").
 */
export const AERIAL_PHOTOGRAPHY_THRESHOLDS = {
  lowFlyingHeightM: 300,
  lowFlyingHeightFt: 1_000,
  obstacleRadiusM: 600,
  assemblyDistanceFt: 3_000,
  assemblyPersons: 1_000,
} as const;
