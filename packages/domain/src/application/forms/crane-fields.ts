import type { FormFields } from './form-fields.js';
import { MACHINERY_SETS, YES_NO } from './form-options.js';

// Category 2, Erection of Cranes and Tall Construction Machinery (APP-20). APP-24 and APP-25
// decide the numbers: quantity, stockpile height and approved development height are whole
// numbers; working height and site ground elevation have up to 4 digits and 1 decimal; stockpile
// latitude and longitude follow the coordinate rule. Quantity and working height are mandatory.
// Heights are in metres, elevations above mean sea level (domain-facts: top height = site ground
// elevation + working height).

export const CRANE_FIELDS = {
  machinerySet: { label: 'Machinery Set', kind: 'choice', options: MACHINERY_SETS },
  /** Mandatory when the machinery set is Others (crane-rules.ts). */
  otherMachinerySet: { label: 'Other Machinery Set', kind: 'text', required: false },
  quantity: { label: 'Quantity', kind: 'whole' },
  workingHeightM: { label: 'Working Height (m)', kind: 'decimal' },
  machineryStartDate: { label: 'Machinery Start Date', kind: 'date' },
  machineryEndDate: { label: 'Machinery End Date', kind: 'date' },
  projectTitle: { label: 'Project Title', kind: 'text' },
  expectedCompletionDate: { label: 'Expected Completion Date', kind: 'date' },
  locationDescription: { label: 'Location Description', kind: 'multiline' },
  landLotNo: { label: 'Land Lot No.', kind: 'text' },
  approvedDevelopmentHeightM: {
    label: 'Approved Development Height (m)',
    kind: 'whole',
    required: false,
  },
  siteGroundElevationM: {
    label: 'Site Ground Elevation (m above mean sea level)',
    kind: 'decimal',
    required: false,
  },
  withinAirportFence: { label: 'Within Airport Fence', kind: 'choice', options: YES_NO },
  adHocDeployment: { label: 'Ad Hoc Deployment', kind: 'choice', options: YES_NO },
  /** Asked, and mandatory, only within the airport fence (crane-rules.ts). */
  workDuringRunwayClosure: {
    label: 'Work During Runway Closure',
    kind: 'choice',
    options: YES_NO,
    required: false,
  },
  /** A stockpile is described by all three or none (crane-rules.ts). */
  stockpileHeightM: { label: 'Stockpile Height (m)', kind: 'whole', required: false },
  stockpileLatitude: { label: 'Stockpile Latitude', kind: 'coordinate', required: false },
  stockpileLongitude: { label: 'Stockpile Longitude', kind: 'coordinate', required: false },
  /** Mandatory within the airport fence (crane-rules.ts). */
  airsideSafetyMeasures: { label: 'Airside Safety Measures', kind: 'multiline', required: false },
  criticalArea: { label: 'Within Critical Area', kind: 'choice', options: YES_NO },
  companyName: { label: 'Company Name', kind: 'text' },
  projectManager: { label: 'Project Manager', kind: 'text' },
  craneSupplier: { label: 'Crane Supplier', kind: 'text', required: false },
  mainContractor: { label: 'Main Contractor', kind: 'text' },
  onSiteSafetyPersonnel: { label: 'On-site Safety Personnel', kind: 'text' },
} as const satisfies FormFields;

export type CraneField = keyof typeof CRANE_FIELDS;
