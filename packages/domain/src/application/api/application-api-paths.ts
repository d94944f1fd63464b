import { API_PATHS } from '../../http/service-paths.js';
import type { CategoryId } from '../../activity/categories.js';

// Each category's own calls (APP-7: aerial-activity, ship, aerial-photo and crane, each with
// an init-data variant), by category id, so a form finds its calls from its category.

export const CATEGORY_API_PATHS = {
  1: { initData: API_PATHS.aerialPhotoInitData, submit: API_PATHS.aerialPhotoSubmit },
  2: { initData: API_PATHS.craneInitData, submit: API_PATHS.craneSubmit },
  3: { initData: API_PATHS.shipInitData, submit: API_PATHS.shipSubmit },
  4: { initData: API_PATHS.aerialActivityInitData, submit: API_PATHS.aerialActivitySubmit },
} as const satisfies Record<CategoryId, { initData: string; submit: string }>;
