import { Suspense, lazy, useSyncExternalStore } from 'react';
import { onToastsRequested, toastsRequested } from '@/lib/toast/toast-library';
import { PartErrorBoundary } from './part-error-boundary';

// react-toastify and its styles load with the first toast (PERF-8), not with the page.
const ToastContainerRegion = lazy(() => import('./toast-container'));

/** Where every toast of the app appears; mounts the container once the first toast is asked for. */
export function ToastRegion() {
  const requested = useSyncExternalStore(onToastsRequested, toastsRequested, () => false);
  // A container that fails says so in the portal's words, and the page goes on (ROUTE-46).
  return requested ? (
    <PartErrorBoundary>
      <Suspense fallback={null}>
        <ToastContainerRegion />
      </Suspense>
    </PartErrorBoundary>
  ) : null;
}
