import { API_PATHS, OPERATIONAL_PATHS, REQUEST_HEADERS } from '@aviation-permits/domain/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessContentToken, startTestApp, type TestAppHandle } from '../test-support/test-app.js';

// SEC-15: every answer, pages, calls and errors alike, tells the browser which powerful features
// the portal may use: none but the position, for the map's "locate me", on its own origin.

let server: TestAppHandle;
let accessToken: string;

beforeAll(async () => {
  server = await startTestApp();
  accessToken = await accessContentToken(server.app);
});
afterAll(() => server.close());

/** The header as a map of feature to allow-list. */
function permissionsOf(header: unknown): Map<string, string> {
  return new Map(
    String(header)
      .split(',')
      .map((directive) => directive.trim().split('=') as [string, string]),
  );
}

describe('Permissions-Policy', () => {
  it.each([
    ['a service call', API_PATHS.status, 200],
    ['the health check', OPERATIONAL_PATHS.health, 200],
    ['an unknown call (the 404 envelope)', '/permits-service/v1/no-such-call', 404],
  ])('is sent with %s', async (_case, url, status) => {
    const response = await server.app.inject({
      method: 'GET',
      url,
      headers: { [REQUEST_HEADERS.accessContent]: accessToken, accept: 'application/json' },
    });

    expect(response.statusCode).toBe(status);
    const permissions = permissionsOf(response.headers['permissions-policy']);
    expect(permissions.get('geolocation')).toBe('(self)');
    for (const feature of ['camera', 'microphone', 'payment', 'usb', 'display-capture']) {
      expect(permissions.get(feature), feature).toBe('()');
    }
  });

  it('allows nothing else to anyone but the portal itself', async () => {
    const response = await server.app.inject({ method: 'GET', url: OPERATIONAL_PATHS.health });
    const allowed = [...permissionsOf(response.headers['permissions-policy'])].filter(
      ([, allowlist]) => allowlist !== '()',
    );

    expect(allowed).toEqual([['geolocation', '(self)']]);
  });
});
