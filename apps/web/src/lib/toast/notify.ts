import { PORTAL_CONSTANTS } from '@aviation-permits/domain/constants';
import { loadToastLibrary } from './toast-library';

type ToastAppearance = (typeof PORTAL_CONSTANTS.toastAppearances)[number];

export interface NotifyOptions {
  /** ROUTE-37: default, success, info, error or warning. */
  appearance?: ToastAppearance;
  /** Milliseconds before the toast closes itself, or false to leave it until the user closes it. */
  autoDismissMs?: number | false;
}

/**
 * How long notify's answer waits for its toast to show at the most: a region that never mounts
 * (its chunk failed to load) must not hold back what the caller does next for ever.
 */
export const TOAST_SHOWN_WAIT_LIMIT_MS = 3_000;

let sequence = 0;

/**
 * Shows a toast the way ROUTE-38 describes (default 5000 ms, bottom-center). The library and the
 * toast region load with the first toast, so the answer settles when the region has taken the
 * toast in (react-toastify's "added"), or after TOAST_SHOWN_WAIT_LIMIT_MS: a caller that times what
 * follows (ERR-8's 2 s) counts from when the person can see the message.
 */
export function notify(message: string, options: NotifyOptions = {}): Promise<void> {
  return loadToastLibrary().then(
    ({ toast }) =>
      new Promise<void>((resolve) => {
        sequence += 1;
        const toastId = `portal-toast-${sequence}`;
        const settle = () => {
          stopWatching();
          clearTimeout(limit);
          resolve();
        };
        // Watched before the toast is asked for: a mounted region takes it in at once.
        const stopWatching = toast.onChange((item) => {
          if (item.id === toastId && item.status === 'added') settle();
        });
        const limit = setTimeout(settle, TOAST_SHOWN_WAIT_LIMIT_MS);
        toast(message, {
          toastId,
          type: options.appearance ?? 'default',
          autoClose: options.autoDismissMs ?? PORTAL_CONSTANTS.toastAutoDismissMs,
        });
      }),
    (error: unknown) => console.error('The toast could not be shown:', message, error),
  );
}
