import { EnquiryPage } from '@/features/enquiry/components/enquiry-page';
import { useInitData } from '@/features/init-data/api/init-data-query';

export function Component() {
  const initData = useInitData();
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
    />
  );
}
