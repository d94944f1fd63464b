import { useEffect, useRef } from 'react';
import { DASHBOARD_CATEGORY_KEYS } from '@aviation-permits/domain/application';
import type { DashboardCategoryKey } from '@aviation-permits/domain/application';
import { isNarrowed, narrowingOf, type DashboardView } from '../model/dashboard-view';

/**
 * APP-68: a search looks in every category, so when the open tab has nothing it finds and another
 * tab has some, the dashboard opens the first such tab. Once per search: a tab the applicant then
 * chooses stays open, even an empty one.
 */
export function useOpenTabWithResults(
  view: DashboardView,
  counts: Readonly<Record<DashboardCategoryKey, number>> | undefined,
  open: (category: DashboardCategoryKey) => void,
): void {
  const narrowing = JSON.stringify(narrowingOf(view));
  const settled = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!counts || !isNarrowed(view) || settled.current === narrowing) return;
    settled.current = narrowing;
    if (counts[view.category] > 0) return;
    const found = DASHBOARD_CATEGORY_KEYS.find((key) => counts[key] > 0);
    if (found) open(found);
  }, [counts, narrowing, view, open]);
}
