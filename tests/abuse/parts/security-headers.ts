import { OFFICER_PAGE_PATHS } from '@aviation-permits/domain/officer';
import { ROUTE_PATHS } from '@aviation-permits/domain/navigation';
import { permitVerifyPagePath } from '@aviation-permits/domain/permit';
import type { HeaderLedger } from '../lib/header-ledger.js';
import type { Identity } from '../lib/identities.js';
import type { PartReport } from '../lib/report.js';
import type { SuiteContext } from '../lib/suite-context.js';

// Part 5 (SEC-1, SEC-3, SEC-15, SEC-25): a crawl of every page, the web app's own files and every
// GET route of the route table, anonymous and signed in, adds to the answers the other parts
// received; every one of them is checked for the security headers and cookie flags (HeaderLedger).

/** A page address no route has: the page fallback's 404. */
const UNKNOWN_PAGE = '/no-such-page';

function crawlPaths(context: SuiteContext, indexHtml: string): string[] {
  const assets = [...indexHtml.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map(
    ([, asset]) => asset ?? '',
  );
  const routes = context.catalogue.routes
    .filter(({ method, path }) => method === 'GET' && !path.includes(':') && !path.includes('*'))
    // Not the sign-outs: the identities' sessions are still needed.
    .filter(({ path }) => !/log-?out|sign-out/.test(path))
    .map(({ path }) => path);
  return [
    ...Object.values(ROUTE_PATHS),
    ...Object.values(OFFICER_PAGE_PATHS),
    permitVerifyPagePath('SC-2026-000001', '0000000000'),
    UNKNOWN_PAGE,
    '/favicon.svg',
    ...assets,
    ...routes,
  ];
}

export function securityHeaders(ledger: HeaderLedger) {
  return async (context: SuiteContext): Promise<PartReport> => {
    const visitors = [context.identities.anonymous, context.identities.applicantA].filter(
      (identity): identity is Identity => identity !== undefined,
    );
    const [first] = visitors;
    const index = first
      ? await first.client.call('GET', '/', { headers: { accept: 'text/html' } })
      : undefined;
    const paths = crawlPaths(context, index?.text() ?? '');
    for (const visitor of visitors) {
      for (const path of paths) {
        await visitor.client.call('GET', path, {
          headers: { accept: 'text/html,application/json' },
        });
      }
    }
    const failures: string[] = [];
    const rows = ledger.rows().map(({ check, answerer, checked, failed, examples }) => {
      if (failed > 0)
        failures.push(
          `${check} missing on ${failed} ${answerer} answers, e.g. ${examples.join('; ')}`,
        );
      return [check, answerer, String(checked), String(failed)];
    });
    const secure = new URL(context.target.baseUrl).protocol === 'https:';
    return {
      title: 'Part 5: security headers and cookie flags on every answer of the run',
      headers: ['check', 'answered by', 'answers', 'missing'],
      rows,
      failures,
      notes: [
        `${ledger.answers} answers checked: every answer of every part, and a crawl of ${paths.length} pages, files and GET routes as ${visitors.map(({ name }) => name).join(' and ')}`,
        secure
          ? 'served over HTTPS: Strict-Transport-Security is required'
          : 'served over plain HTTP: Strict-Transport-Security is not checked (a browser ignores it there)',
        !context.target.production
          ? 'a development portal on plain HTTP: cookies are not Secure there by design (SEC-1), so Secure is not checked'
          : 'a production portal: every cookie must be Secure',
      ],
    };
  };
}
