import { ACCOUNT_STATUSES } from '../account/account-status.js';
import { PROFILE_OPTIONS } from '../account/profile-options.js';
import { AERIAL_ACTIVITY_TYPES } from '../activity/aerial-activity-types.js';
import { CATEGORIES } from '../activity/categories.js';
import { DASHBOARD_CATEGORIES } from '../application/dashboard-categories.js';
import { PORTAL_CONSTANTS } from '../constants/portal-constants.js';
import { COUNTRIES } from '../countries/countries.js';
import { ELIGIBILITY_THRESHOLDS } from '../geo/thresholds.js';
import { areasInForce, type TemporaryRestrictedArea } from '../geo/temporary-restricted-areas.js';
import type { InitData } from './init-data.js';

// What the server answers to the init-data call (APP-8), apart from its schema (init-data.ts): the
// web app checks answers with the schema as it starts, and would otherwise download the country
// list (i18n-iso-countries) and the option lists with it, which only this builder needs (PERF-8).

export interface InitDataSources {
  /** The server's today in Singapore. */
  today: string;
  /** The temporary restricted areas the server serves; those over before today are left out. */
  temporaryAreas: readonly TemporaryRestrictedArea[];
  /** ENQ-10: SHIP_CROSSING_CLEARANCE_ABOVE_M; domain-facts' 35 m by default. */
  shipCrossingClearanceAboveM?: number;
}

export function getInitData({
  today,
  temporaryAreas,
  shipCrossingClearanceAboveM = ELIGIBILITY_THRESHOLDS.shipCrossing.changiClearanceAboveM,
}: InitDataSources): InitData {
  return {
    categories: CATEGORIES.map(({ id, name, cardTitle, cardHeader, description }) => ({
      id,
      name,
      cardTitle,
      cardHeader,
      description,
    })),
    aerialActivityTypes: AERIAL_ACTIVITY_TYPES.map(({ code, label }) => ({ code, label })),
    accountStatuses: [...ACCOUNT_STATUSES],
    dashboardCategories: DASHBOARD_CATEGORIES.map(({ key, label }) => ({ key, label })),
    options: PROFILE_OPTIONS,
    constants: {
      ...PORTAL_CONSTANTS,
      allowedFileExtensions: [...PORTAL_CONSTANTS.allowedFileExtensions],
      toastAppearances: [...PORTAL_CONSTANTS.toastAppearances],
    },
    countries: [...COUNTRIES],
    today,
    temporaryRestrictedAreas: areasInForce(temporaryAreas, today),
    shipCrossingClearanceAboveM,
  };
}
