import { ApplyPage } from '@/features/apply/components/apply-page';

export function Component() {
  return <ApplyPage />;
}
