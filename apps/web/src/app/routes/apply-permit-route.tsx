import { ApplicationFormPage } from '@/features/application-form/components/application-form-page';
import { useUserSession } from '@/features/session/api/status-query';

export const APPLY_PERMIT_HEADING = 'Apply for Permit';

export function Component() {
  // APP-67: the browser keeps unsaved edits per account.
  const { email } = useUserSession();
  return <ApplicationFormPage heading={APPLY_PERMIT_HEADING} account={email} />;
}
