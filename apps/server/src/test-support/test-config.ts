import { loadConfig, type AppConfig } from '../config.js';

/** The configuration a test server runs with: development defaults, quiet, no real web build. */
export function testConfig(environment: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent/web-dist',
    ...environment,
  });
}
