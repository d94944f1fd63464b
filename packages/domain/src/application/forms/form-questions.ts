import { AERIAL_PHOTOGRAPHY_THRESHOLDS } from '../../geo/thresholds.js';

// The questions and declarations the application forms ask, as data: the web form shows these
// texts and the server stores the answers under the keys, so a text is written once.

const T = AERIAL_PHOTOGRAPHY_THRESHOLDS;

/** 1000 → "1,000", without the runtime's locale data. */
function thousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** The two yes/no questions of the aerial photography form (APP-19), keyed by field. */
export const AERIAL_PHOTOGRAPHY_QUESTIONS = {
  overCongestedArea: `Will the flight be over congested areas or an open-air assembly of persons below ${T.lowFlyingHeightM} m (${thousands(T.lowFlyingHeightFt)} ft) above the highest obstacle within a radius of ${T.obstacleRadiusM} m?`,
  nearOpenAirAssembly: `Will the flight be over or within ${thousands(T.assemblyDistanceFt)} ft of an open-air assembly of more than ${thousands(T.assemblyPersons)} persons?`,
} as const;

/** The cranes form's critical-area question (APP-20 names it; the wording is ours). */
export const CRANE_QUESTIONS = {
  withinAirportFence: 'Is the site within the airport fence?',
  adHocDeployment: 'Is this an ad hoc deployment?',
  workDuringRunwayClosure: 'Will the work be carried out only during runway closure?',
  criticalArea:
    "Is the site within the critical or sensitive area of an aerodrome's navigation aids?",
} as const;

/** The two declarations every application must tick before submission (APP-38). */
export const APPLICATION_DECLARATIONS = {
  informationTrue:
    'I declare that the information given in this application is true and correct to the best of my knowledge.',
  mapAreaFinal: 'I understand that the area marked on the map cannot be changed after submission.',
} as const;

export type DeclarationKey = keyof typeof APPLICATION_DECLARATIONS;
