import { NewUserPage } from '@/features/registration/components/new-user-page';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { useUserSession } from '@/features/session/api/status-query';

export const NEW_USER_HEADING = 'User Registration';

/** /newUser: the registration form once signed in; before that, how to start. */
export function Component() {
  const { userSessionValid } = useUserSession();
  return userSessionValid ? <ProfilePage heading={NEW_USER_HEADING} /> : <NewUserPage />;
}
