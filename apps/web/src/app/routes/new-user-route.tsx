import { NewUserPage } from '../../features/registration/components/new-user-page';

export function Component() {
  return <NewUserPage />;
}
