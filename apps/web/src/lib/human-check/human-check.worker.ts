// The Web Worker that solves ALTCHA proof-of-work challenges off the main thread, so the page
// stays responsive and the user sees no widget and no checkbox.
import { handler } from 'altcha-lib/workers/shared';
import { deriveKey } from './derive-key';
import { HUMAN_CHECK_WORKER_READY } from './worker-messages';

handler({ deriveKey });

// The DOM typings describe `self` as a Window; in a dedicated worker postMessage takes one argument.
(self as unknown as { postMessage(message: unknown): void }).postMessage(HUMAN_CHECK_WORKER_READY);
