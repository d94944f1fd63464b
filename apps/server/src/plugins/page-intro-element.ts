import { pageIntroOf } from '@aviation-permits/domain/navigation';
import { escapeHtml } from '../http/escape-html.js';

// The built index.html holds this comment in its static shell, between the masthead and the
// start-up spinner (see the web app's index.html); the server replaces it on every page it serves.

const PAGE_INTRO_PLACEHOLDER = '<!--page-intro-->';

/**
 * PERF-4, PERF-11: a public page's heading and opening paragraph, painted with the first bytes, so
 * a visitor on a slow link sees what the page is for while its scripts arrive. The markup is the
 * page's own (a `portal-page` container with its h1 and lead paragraph); the app replaces it when it
 * first renders. A page without an intro gets nothing in its place.
 */
export function injectPageIntro(indexHtml: string, pathname: string): string {
  const intro = pageIntroOf(pathname);
  const markup = intro
    ? `<div class="container-fluid portal-page portal-static-intro"><h1>${escapeHtml(intro.heading)}</h1><p class="lead">${escapeHtml(intro.lead)}</p></div>`
    : '';
  return indexHtml.replace(PAGE_INTRO_PLACEHOLDER, () => markup);
}
