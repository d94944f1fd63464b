// react-toastify loads with the first toast (PERF-8): no page's start-up path carries it. The toast
// region listens here and mounts its container once a toast was asked for; toasts asked for
// before the container is mounted wait in react-toastify's own queue and show when it mounts.
import type * as ReactToastify from 'react-toastify/unstyled';

type ToastLibrary = typeof ReactToastify;

let library: Promise<ToastLibrary> | undefined;
const listeners = new Set<() => void>();

/** The library, loading it on the first call; a failed load is tried again on the next one. */
export function loadToastLibrary(): Promise<ToastLibrary> {
  if (library === undefined) {
    const loading = import('react-toastify/unstyled');
    library = loading;
    loading.catch(() => {
      if (library === loading) library = undefined;
    });
    for (const listener of listeners) listener();
  }
  return library;
}

/** True once a toast was asked for: the region then mounts the container. */
export function toastsRequested(): boolean {
  return library !== undefined;
}

/** Calls `listener` when the first toast is asked for; answers the unsubscribe function. */
export function onToastsRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
