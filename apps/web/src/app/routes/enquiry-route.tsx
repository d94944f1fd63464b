import { EnquiryPage } from '../../features/enquiry/components/enquiry-page';
import { useInitData } from '../../features/init-data/api/init-data-query';

export function Component() {
  const initData = useInitData();
  return (
    <EnquiryPage
      categories={initData.categories.map((category) => ({
        key: String(category.id),
        label: category.cardTitle,
      }))}
      activityTypes={initData.aerialActivityTypes.map((activity) => ({
        key: activity.code,
        label: activity.label,
      }))}
    />
  );
}
