import type { AerialActivityCode } from '../../activity/aerial-activity-types.js';

// Valid forms of every category and activity type, for the tests of this folder. "Today" is
// Monday 2 March 2026 (Singapore); the rows start on Monday 23 March, past even the 14 working
// days of aerial photography, and run from 20:00 to 21:00, after military operating hours.

export const TODAY = '2026-03-02';
export const CONTEXT = { today: TODAY } as const;

export const VALID_ROW = {
  startDate: '2026-03-23',
  endDate: '2026-03-24',
  startTime: '20:00',
  endTime: '21:00',
};

export const VALID_PERSONNEL = [
  { name: 'Tan Ah Kow', contactNumber: '9123 4567', email: 'tan.ahkow@example.com' },
  { name: 'Lim Mei Ling', contactNumber: '+65 6123 4567', email: 'lim.meiling@example.com' },
];

export const COMMON = {
  venue: 'Marina Bay Floating Platform',
  purpose: 'Celebration for residents.\nOpen to the public.',
  remarks: '',
  dateTimeRows: [VALID_ROW],
  location: { kind: 'point', point: { latitude: '1.2839', longitude: '103.8607' } },
  operatorCompanyName: 'Skyworks Pte Ltd',
  operatorPostalCode: '018956',
  operatorBlockHouseNo: '10',
  operatorStreetName: 'Bayfront Avenue',
  operatorLevelNo: '',
  operatorUnitNo: '',
  operatorBuildingName: 'Marina Bay Sands',
  safetyPersonnel: VALID_PERSONNEL,
  safetyMeasures: 'A cordon of 50 m around the launch site.\nFire extinguishers on site.',
  supportingDocumentIds: ['0b9c6f52-8f0e-4c55-9a4e-3f1d2b7c9a10'],
  declarations: { informationTrue: true, mapAreaFinal: true },
};

export const AERIAL_PHOTOGRAPHY = {
  category: 1,
  ...COMMON,
  activityType: 'Aerial videography of the city skyline',
  aircraftType: 'Eurocopter AS350',
  callsign: '9V-ABC',
  minAltitudeFt: '1500',
  maxAltitudeFt: '2500',
  intendedRoute: 'Seletar - Marina Bay - Seletar',
  overCongestedArea: 'N',
  nearOpenAirAssembly: 'N',
};

export const CRANE = {
  category: 2,
  ...COMMON,
  activityType: 'Erection of a tower crane',
  machinerySet: 'TOWER_CRANE',
  otherMachinerySet: '',
  quantity: '2',
  workingHeightM: '45.5',
  machineryStartDate: '2026-03-23',
  machineryEndDate: '2026-09-30',
  projectTitle: 'Proposed Residential Development at Jalan Kayu',
  expectedCompletionDate: '2027-06-30',
  locationDescription: 'North-east corner of the site',
  landLotNo: 'MK18-12345A',
  approvedDevelopmentHeightM: '60',
  siteGroundElevationM: '15.2',
  withinAirportFence: 'N',
  adHocDeployment: 'N',
  workDuringRunwayClosure: '',
  stockpileHeightM: '',
  stockpileLatitude: '',
  stockpileLongitude: '',
  airsideSafetyMeasures: '',
  criticalArea: 'N',
  companyName: 'Build Right Pte Ltd',
  projectManager: 'Ong Bee Hoon',
  craneSupplier: 'Lift Co Pte Ltd',
  mainContractor: 'Build Right Pte Ltd',
  onSiteSafetyPersonnel: 'Rajesh Kumar',
};

export const SHIP_CROSSING = {
  category: 3,
  ...COMMON,
  activityType: 'Tow of a floating crane',
  vesselName: 'MV Straits Star',
  callsign: '9VAB2',
  vesselHeightM: '42',
  vesselDraftM: '6',
  portOfOrigin: 'Pasir Panjang Terminal',
  finalDestination: 'Sembawang Shipyard',
  vesselMovementDate: '2026-03-23',
};

export const AERIAL_ACTIVITY_DETAILS: Record<AerialActivityCode, Record<string, string>> = {
  FIREWORKS: { estimatedDurationMinutes: '15', numberOfUnits: '300', maxDangerHeightM: '200' },
  LASERS: {
    laserType: 'LASER',
    maxPowerWatts: '20',
    numberOfUnits: '4',
    dangerRadiusM: '500',
    dangerHeightM: '3000',
  },
  BHOISTING: {
    numberOfBalloons: '1',
    maxHeightFtAboveGround: '120',
    maxDimensionM: '3',
    weightKg: '25',
    automaticDeflationDevice: 'Y',
  },
  KITE: {
    numberOfKites: '20',
    maxHeightFtAboveMsl: '150',
    largestLengthM: '3',
    largestBreadthM: '2',
  },
  SLRELEASE: { numberOfLanterns: '50', maxSizeCm: '90' },
  BRELEASE: { numberOfBalloons: '500', maxSizeCm: '30' },
};

export function aerialActivity(activityType: AerialActivityCode) {
  return { category: 4, activityType, ...COMMON, ...AERIAL_ACTIVITY_DETAILS[activityType] };
}
