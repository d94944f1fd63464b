import { ROUTE_PATHS } from './route-paths.js';

/**
 * A public page's heading and opening paragraph (PERF-4, PERF-11). The server writes them into the
 * page it sends, so a visitor on a slow link reads what the page is for before its scripts arrive;
 * the page renders the same words when it starts.
 */
export interface PageIntro {
  heading: string;
  lead: string;
}

export const ENQUIRY_TOOL_INTRO: PageIntro = {
  heading: 'Enquiry Tool',
  lead:
    'Check whether you need a permit or clearance for your planned activity. The answer appears as ' +
    'you fill in the questions.',
};

/** A page address as the app's router matches it: in any case, with or without a final slash. */
export function routerPathKey(pathname: string): string {
  return (pathname.replace(/\/+$/, '') || '/').toLowerCase();
}

const PAGE_INTROS: ReadonlyMap<string, PageIntro> = new Map([
  [routerPathKey(ROUTE_PATHS.checkPermitEligibility), ENQUIRY_TOOL_INTRO],
]);

/** The intro of the page at `pathname`, if it has one. */
export function pageIntroOf(pathname: string): PageIntro | undefined {
  return PAGE_INTROS.get(routerPathKey(pathname));
}
