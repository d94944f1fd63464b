import type { Option } from '../../account/profile-options.js';

// Option lists of the application forms. APP-12 and APP-17 to APP-20 name these fields but not
// their choices, so the lists below are the portal's own; the stored value is a stable code, the label
// what the applicant reads.

/** Yes/no questions (portal's own codes): stored as Y or N so a later relabel changes no data. */
export const YES_NO = [
  { value: 'Y', label: 'Yes' },
  { value: 'N', label: 'No' },
] as const satisfies readonly Option[];

export type YesNo = (typeof YES_NO)[number]['value'];

/** Lasers/Other Lights Display: the kind of light (portal's own list). */
export const LASER_TYPES = [
  { value: 'LASER', label: 'Laser' },
  { value: 'SEARCHLIGHT', label: 'Searchlight/Skytracker' },
  { value: 'LED_DISPLAY', label: 'LED or Drone Light Display' },
  { value: 'OTHERS', label: 'Others' },
] as const satisfies readonly Option[];

/** Cranes: the machinery set (portal's own list); OTHERS asks for "Other Machinery Set". */
export const MACHINERY_SETS = [
  { value: 'MOBILE_CRANE', label: 'Mobile Crane' },
  { value: 'TOWER_CRANE', label: 'Tower Crane' },
  { value: 'CRAWLER_CRANE', label: 'Crawler Crane' },
  { value: 'PILING_RIG', label: 'Piling Rig' },
  { value: 'DRILLING_RIG', label: 'Drilling Rig' },
  { value: 'AERIAL_WORK_PLATFORM', label: 'Aerial Work Platform' },
  { value: 'OTHERS', label: 'Others' },
] as const satisfies readonly Option[];

export const OTHER_MACHINERY_SET: (typeof MACHINERY_SETS)[number]['value'] = 'OTHERS';

export const APPLICATION_FORM_OPTIONS = {
  yesNo: YES_NO,
  laserTypes: LASER_TYPES,
  machinerySets: MACHINERY_SETS,
} as const;
