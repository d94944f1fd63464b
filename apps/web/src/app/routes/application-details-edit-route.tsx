import { ApplicationFormPage } from '@/features/application-form/components/application-form-page';
import { useUserSession } from '@/features/session/api/status-query';

export const EDIT_APPLICATION_HEADING = 'Edit Application';

/** The form again, on the application named by ?id= (its location locked once submitted). */
export function Component() {
  // APP-67: the browser keeps unsaved edits per account.
  const { email } = useUserSession();
  return <ApplicationFormPage heading={EDIT_APPLICATION_HEADING} account={email} />;
}
