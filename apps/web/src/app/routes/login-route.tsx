import { LoginPage } from '../../features/login/components/login-page';

export function Component() {
  return <LoginPage />;
}
