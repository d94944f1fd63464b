import { PORTAL_CONSTANTS } from '@aviation-permits/domain';
import { loadToastLibrary } from './toast-library';

export type ToastAppearance = (typeof PORTAL_CONSTANTS.toastAppearances)[number];

export interface NotifyOptions {
  /** ROUTE-37: default, success, info, error or warning. */
  appearance?: ToastAppearance;
  /** Milliseconds before the toast closes itself, or false to leave it until the user closes it. */
  autoDismissMs?: number | false;
}

/** Shows a toast the way ROUTE-38 describes (default 5000 ms, bottom-center). */
export function notify(message: string, options: NotifyOptions = {}): void {
  loadToastLibrary().then(
    ({ toast }) => {
      toast(message, {
        type: options.appearance ?? 'default',
        autoClose: options.autoDismissMs ?? PORTAL_CONSTANTS.toastAutoDismissMs,
      });
    },
    (error: unknown) => console.error('The toast could not be shown:', message, error),
  );
}
