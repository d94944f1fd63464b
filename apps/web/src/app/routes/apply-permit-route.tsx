import { ApplicationFormPage } from '@/features/application-form/components/application-form-page';

export const APPLY_PERMIT_HEADING = 'Apply for Permit';

export function Component() {
  return <ApplicationFormPage heading={APPLY_PERMIT_HEADING} />;
}
