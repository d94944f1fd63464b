import { Suspense, lazy, useSyncExternalStore } from 'react';
import { onToastsRequested, toastsRequested } from '@/lib/toast/toast-library';

// react-toastify and its styles load with the first toast (PERF-8), not with the page.
const ToastContainerRegion = lazy(() => import('./toast-container'));

/** Where every toast of the app appears; mounts the container once the first toast is asked for. */
export function ToastRegion() {
  const requested = useSyncExternalStore(onToastsRequested, toastsRequested, () => false);
  return requested ? (
    <Suspense fallback={null}>
      <ToastContainerRegion />
    </Suspense>
  ) : null;
}
