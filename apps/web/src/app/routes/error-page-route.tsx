import { ErrorPageContent } from '@/components/error-page-content';

export function Component() {
  return <ErrorPageContent />;
}
