import { ApplicationFormPage } from '@/features/application-form/components/application-form-page';

export const EDIT_APPLICATION_HEADING = 'Edit Application';

/** The form again, on the application named by ?id= (its location locked once submitted). */
export function Component() {
  return <ApplicationFormPage heading={EDIT_APPLICATION_HEADING} />;
}
