import { PlannedPage } from '../../components/planned-page';

export function Component() {
  return <PlannedPage heading="Apply for Permit" />;
}
