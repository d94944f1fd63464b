import { loadConfig, type AppConfig } from '../config/config.js';
import { portalCookieNames, usesSecureCookies } from '../platform/sessions/portal-cookies.js';

/** The configuration a test server runs with: development defaults, quiet, no real web build. */
export function testConfig(environment: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent/web-dist',
    ...environment,
  });
}

/** The cookie names a test server uses: `__Host-` ones, as in production (NODE_ENV=test, SEC-3). */
export const TEST_COOKIE_NAMES = portalCookieNames(usesSecureCookies(testConfig().environment));
