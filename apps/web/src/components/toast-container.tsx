import type { CSSProperties } from 'react';
import { ToastContainer, cssTransition } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { PORTAL_CONSTANTS } from '@aviation-permits/domain/constants';
import './toast-region.css';

// ROUTE-39: toasts fade in over 0.5 s; the keyframes are in toast-region.css and read
// their duration from --portal-toast-fade-in.
const fade = cssTransition({ enter: 'portal-toast-fade-in', exit: 'portal-toast-fade-out' });

const sizeAndTiming = {
  '--toastify-toast-width': `${PORTAL_CONSTANTS.toastWidthPx}px`,
  '--portal-toast-max-width': `${PORTAL_CONSTANTS.toastMaxWidthPx}px`,
  '--portal-toast-fade-in': `${PORTAL_CONSTANTS.toastFadeInMs}ms`,
} as CSSProperties;

/** The container of every toast: bottom-center, 320 px wide (max 500 px). Its own chunk. */
export default function ToastContainerRegion() {
  return (
    <ToastContainer
      position={PORTAL_CONSTANTS.toastPlacement}
      autoClose={PORTAL_CONSTANTS.toastAutoDismissMs}
      transition={fade}
      newestOnTop={false}
      closeOnClick={false}
      pauseOnFocusLoss
      style={sizeAndTiming}
    />
  );
}
