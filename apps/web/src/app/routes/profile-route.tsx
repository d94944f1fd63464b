import { ProfilePage } from '@/features/profile/components/profile-page';

export const PROFILE_HEADING = 'User Profile';

export function Component() {
  return <ProfilePage heading={PROFILE_HEADING} />;
}
