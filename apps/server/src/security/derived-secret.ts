import { createHmac } from 'node:crypto';

/**
 * One key per purpose, derived from APP_SECRET, so that a value signed for one purpose (say an
 * access-content token) can never pass as another (a human-check challenge), and the operator
 * still manages a single secret.
 */
export function deriveSecret(appSecret: string, purpose: string): string {
  return createHmac('sha256', appSecret).update(`aviation-permits/${purpose}`).digest('base64url');
}
