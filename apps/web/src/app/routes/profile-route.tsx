import { useUserSession } from '../../features/session/api/status-query';
import { ProfilePage } from '../../features/profile/components/profile-page';

export const PROFILE_HEADING = 'User Profile';

export function Component() {
  const { spcpLogin } = useUserSession();
  return <ProfilePage heading={PROFILE_HEADING} spcpLogin={spcpLogin} />;
}
