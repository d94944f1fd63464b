import type { Answer } from './answer.js';

// The security headers and cookie flags of every answer the run receives (SEC-1, SEC-3, SEC-15,
// SEC-25): each check counts the answers it applies to and those that fail it, with a few examples
// of each failure, by who answered (the portal, the firewall, nginx).

interface Check {
  name: string;
  /** Whether the check applies to this answer. */
  appliesTo: (answer: Answer) => boolean;
  passes: (answer: Answer) => boolean;
}

const header = (answer: Answer, name: string) => {
  const value = answer.headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
};

const frameAncestorsNone = (answer: Answer) =>
  /frame-ancestors 'none'/.test(header(answer, 'content-security-policy'));

const isHtml = (answer: Answer) => header(answer, 'content-type').startsWith('text/html');

/**
 * A policy that runs no inline script: the directive that governs scripts (script-src, else
 * default-src) is there and does not allow 'unsafe-inline'. The portal's pages allow 'self';
 * nginx's own pages (the firewall's block page, its refusals) allow none.
 */
function forbidsInlineScripts(policy: string): boolean {
  const directives = policy.split(';').map((directive) => directive.trim());
  const governing =
    directives.find((directive) => directive.startsWith('script-src ')) ??
    directives.find((directive) => directive.startsWith('default-src '));
  return governing !== undefined && !governing.includes("'unsafe-inline'");
}

/** A cookie that removes itself (a sign-out, a finished sign-in step) carries nothing to protect. */
const isRemoval = (line: string) => /max-age=0|expires=thu, 01 jan 1970/i.test(line);
const cookiesSet = (answer: Answer) => answer.setCookies.filter((line) => !isRemoval(line));

const everyCookie = (test: (line: string) => boolean) => (answer: Answer) =>
  cookiesSet(answer).every(test);

const hasCookies = (answer: Answer) => cookiesSet(answer).length > 0;

function checksFor(secureOrigin: boolean, secureCookies: boolean): Check[] {
  const always = () => true;
  const checks: Check[] = [
    {
      name: 'X-Content-Type-Options: nosniff',
      appliesTo: always,
      passes: (answer) => header(answer, 'x-content-type-options') === 'nosniff',
    },
    {
      name: "framing refused (CSP frame-ancestors 'none' or X-Frame-Options)",
      appliesTo: always,
      passes: (answer) =>
        frameAncestorsNone(answer) ||
        /^(deny|sameorigin)$/i.test(header(answer, 'x-frame-options')),
    },
    {
      name: 'Referrer-Policy',
      appliesTo: always,
      passes: (answer) => header(answer, 'referrer-policy') !== '',
    },
    {
      name: 'Content-Security-Policy without inline scripts (HTML answers)',
      appliesTo: isHtml,
      passes: (answer) => forbidsInlineScripts(header(answer, 'content-security-policy')),
    },
    {
      name: 'Set-Cookie HttpOnly',
      appliesTo: hasCookies,
      passes: everyCookie((line) => /;\s*httponly/i.test(line)),
    },
    {
      name: 'Set-Cookie SameSite',
      appliesTo: hasCookies,
      passes: everyCookie((line) => /;\s*samesite=(lax|strict)/i.test(line)),
    },
  ];
  if (secureCookies) {
    checks.push({
      name: 'Set-Cookie Secure',
      appliesTo: hasCookies,
      passes: everyCookie((line) => /;\s*secure/i.test(line)),
    });
  }
  if (secureOrigin) {
    checks.push({
      name: 'Strict-Transport-Security',
      appliesTo: always,
      passes: (answer) => /max-age=\d+/.test(header(answer, 'strict-transport-security')),
    });
  }
  return checks;
}

interface Count {
  checked: number;
  failed: number;
  examples: string[];
}

const EXAMPLES_KEPT = 3;

export class HeaderLedger {
  private readonly checks: Check[];
  private readonly counts = new Map<string, Count>();
  answers = 0;

  /**
   * `secureOrigin`: the portal is served over HTTPS (HSTS is then required); `secureCookies`: it
   * is not a development portal on plain HTTP (cookies are then Secure, SEC-1).
   */
  constructor(secureOrigin: boolean, secureCookies: boolean) {
    this.checks = checksFor(secureOrigin, secureCookies);
  }

  record(answer: Answer, request: { method: string; path: string }): void {
    if (answer.status === 0) return;
    this.answers += 1;
    for (const check of this.checks) {
      if (!check.appliesTo(answer)) continue;
      const key = `${check.name}|${answer.answerer()}`;
      const count = this.counts.get(key) ?? { checked: 0, failed: 0, examples: [] };
      count.checked += 1;
      if (!check.passes(answer)) {
        count.failed += 1;
        const example = `${request.method} ${request.path.split('?')[0]} → ${answer.status}`;
        if (count.examples.length < EXAMPLES_KEPT && !count.examples.includes(example)) {
          count.examples.push(example);
        }
      }
      this.counts.set(key, count);
    }
  }

  /** One row per check and answerer: answers checked, failing, examples of failures. */
  rows(): {
    check: string;
    answerer: string;
    checked: number;
    failed: number;
    examples: string[];
  }[] {
    return [...this.counts].map(([key, count]) => {
      const [check = '', answerer = ''] = key.split('|');
      return { check, answerer, ...count };
    });
  }
}
