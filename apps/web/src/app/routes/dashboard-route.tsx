import { PlannedPage } from '../../components/planned-page';

export function Component() {
  return <PlannedPage heading="Dashboard" />;
}
