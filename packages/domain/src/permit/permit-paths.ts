import { REDIRECT_PATHS } from '../http/service-paths.js';

// The issued permit's page addresses (PRM-7, PRM-8, docs/permits.md): plain strings, no schema, so
// the route table and the router read them without loading zod (PERF-3: the start-up chunks of
// /home carry no schema library).

/** The public page's path before the reference: /verify/<reference>?c=<code> (PRM-8). */
const PERMIT_VERIFY_PAGE_PREFIX = '/verify/';
/** The same page as the web router spells it. */
export const PERMIT_VERIFY_PAGE_PATTERN = `${PERMIT_VERIFY_PAGE_PREFIX}:reference`;

export function permitDownloadPath(applicationId: string): string {
  return `${REDIRECT_PATHS.permitDownload}?${new URLSearchParams({ applicationId }).toString()}`;
}

/** The verification page's path (the QR code adds PUBLIC_BASE_URL in front). */
export function permitVerifyPagePath(reference: string, code: string): string {
  return `${PERMIT_VERIFY_PAGE_PREFIX}${encodeURIComponent(reference)}?${new URLSearchParams({ c: code }).toString()}`;
}

/** Whether a page address is a verification page (the server answers it 200, not 404). */
export function isPermitVerifyPage(pathname: string): boolean {
  return (
    pathname.startsWith(PERMIT_VERIFY_PAGE_PREFIX) &&
    pathname.length > PERMIT_VERIFY_PAGE_PREFIX.length &&
    !pathname.slice(PERMIT_VERIFY_PAGE_PREFIX.length).includes('/')
  );
}
