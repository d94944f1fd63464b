import { ELIGIBILITY_THRESHOLDS } from '../geo/thresholds.js';

// The notes the Enquiry Tool adds under its verdict (docs/requirements.md ENQ-3 to ENQ-13): other
// approvals and limits an applicant must know of, from domain-facts.

const { captiveBalloon, balloonRelease, skyLantern, shipCrossing } = ELIGIBILITY_THRESHOLDS;

export const ELIGIBILITY_NOTES = {
  mayBeNotified:
    'Within these limits no permit is needed, but the authority may still ask to be notified of the activity.',
  captiveBalloonSize: `A captive balloon or blimp may be at most ${captiveBalloon.maxDiameterM} m in diameter and must have an automatic deflation device.`,
  balloonSize: `Each balloon or cluster of balloons may be at most ${balloonRelease.maxSizeM} m across.`,
  militaryHours:
    'Balloons and sky lanterns may not be released during military operating hours: Monday to Friday 07:00 to 19:00 and Saturday 07:00 to 13:00.',
  skyLanternSize: `Only tethered sky lanterns are allowed, each at most ${skyLantern.maxSizeM} m across.`,
  fireSafety: 'A fire-safety clearance from the fire authority is needed as well.',
  fireworksApprovals: 'Approvals from the police and the fire authority are needed as well.',
  lightThresholds:
    'The limits for lasers and light displays are not published, so every display needs a permit.',
  militaryClearance: "The military's clearance is needed as well.",
  craneModel:
    'The height limits are a model of the obstacle limitation surfaces around each aerodrome; the authority confirms the limit at the site.',
  eastJohorReport: `A vessel over ${shipCrossing.eastJohorReportAboveM} m must report before using the East Johor Strait (near Seletar).`,
  agenciesConsulted:
    'Other agencies are consulted on aerial photography and videography, so processing takes longer.',
  groundAssumed:
    'No ground elevation was given, so the height above ground was taken as the height above sea level. On high ground the height above sea level is greater.',
} as const;
