import { LoginPage } from '@/features/login/components/login-page';
import { useEnterSession } from '@/features/session/hooks/use-enter-session';

export function Component() {
  return <LoginPage onSignedIn={useEnterSession()} />;
}
