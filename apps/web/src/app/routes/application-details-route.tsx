import { ApplicationDetailsPage } from '@/features/application-details/components/application-details-page';

export const APPLICATION_DETAILS_HEADING = 'Application Details';

export function Component() {
  return <ApplicationDetailsPage heading={APPLICATION_DETAILS_HEADING} />;
}
