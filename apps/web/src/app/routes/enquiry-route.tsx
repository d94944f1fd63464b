import { useMemo } from 'react';
import { EnquiryPage } from '@/features/enquiry/components/enquiry-page';
import { useInitData } from '@/features/init-data/api/init-data-query';

export function Component() {
  const initData = useInitData();
  // ENQ-12, ENQ-10: the server's today, temporary areas and ship crossing trigger; one object, so
  // the live answer is not redone.
  const eligibilityContext = useMemo(
    () => ({
      today: initData.today,
      temporaryAreas: initData.temporaryRestrictedAreas,
      shipCrossingClearanceAboveM: initData.shipCrossingClearanceAboveM,
    }),
    [initData],
  );
  return (
    <EnquiryPage
      categories={initData.categories.map((category) => ({
        value: String(category.id),
        label: category.name,
      }))}
      activityTypes={initData.aerialActivityTypes.map((activity) => ({
        value: activity.code,
        label: activity.label,
      }))}
      eligibilityContext={eligibilityContext}
    />
  );
}
