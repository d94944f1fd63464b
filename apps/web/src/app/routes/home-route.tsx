import { ApplyPage } from '@/features/apply/components/apply-page';
import { useUserSession } from '@/features/session/api/status-query';

export function Component() {
  return <ApplyPage signedIn={useUserSession().userSessionValid} />;
}
