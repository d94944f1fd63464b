import { initDataQueryOptions } from '@/features/init-data/api/init-data-query';
import type { LoaderDependencies } from './session-loaders';

/** Pages that take the shared initial data (domain ROUTES usesInitData) have it before they render. */
export function initDataLoader({ queryClient, api }: LoaderDependencies) {
  return async () => {
    await queryClient.ensureQueryData(initDataQueryOptions(api));
    return null;
  };
}
