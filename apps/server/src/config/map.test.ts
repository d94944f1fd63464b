import { portalConfigSchema } from '@aviation-permits/domain/portal-config';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { problemsOf } from '../test-support/config-problems.js';
import { startTestApp } from '../test-support/test-app.js';
import { testConfig } from '../test-support/test-config.js';

// OPS-2, MAP-2, MAP-13, MAP-14, OPS-22: OneMap is optional outside production; production needs it
// or MAP_SEARCH=gazetteer; its two credentials come together; the tile server is a page setting.

const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://portal@db/permits',
  SMTP_URL: 'smtp://mail.internal:587',
  APP_SECRET: 'a'.repeat(40),
};

const ONEMAP_ACCOUNT = {
  ONEMAP_EMAIL: 'portal@authority.example',
  ONEMAP_PASSWORD: 'secret',
};

describe('map configuration', () => {
  it('defaults to the packaged gazetteer and OneMap’s tiles', () => {
    const config = loadConfig({}, '/srv/portal');

    expect(config.map.oneMap).toBeUndefined();
    expect(config.portal.mapTileBaseUrl).toBe('https://www.onemap.gov.sg');
  });

  it("defaults the quota below OneMap's 250 calls a minute, and keeps answers a day (MAP-18, MAP-20, MAP-21)", () => {
    expect(loadConfig({}, '/srv/portal').map).toMatchObject({
      oneMapCallsPerMinute: 200,
      clientLimits: { perAddressPerMinute: 120, perTokenPerMinute: 30 },
      cache: { ttlMs: 24 * 60 * 60 * 1000, maxEntries: 10_000 },
    });
  });

  it('uses OneMap with both credentials, at the configured address', () => {
    const config = loadConfig(
      {
        ONEMAP_BASE_URL: 'https://onemap.proxy.internal/onemap',
        ONEMAP_EMAIL: 'portal@authority.example',
        ONEMAP_PASSWORD: 'secret',
        MAP_TILES_BASE_URL: 'https://tiles.authority.example',
      },
      '/srv/portal',
    );

    expect(config.map.oneMap).toEqual({
      baseUrl: 'https://onemap.proxy.internal/onemap',
      email: 'portal@authority.example',
      password: 'secret',
    });
    expect(config.portal.mapTileBaseUrl).toBe('https://tiles.authority.example');
  });

  it.each([
    [
      { ONEMAP_EMAIL: 'portal@authority.example' },
      'ONEMAP_PASSWORD is required when ONEMAP_EMAIL is set',
    ],
    [{ ONEMAP_PASSWORD: 'secret' }, 'ONEMAP_EMAIL is required when ONEMAP_PASSWORD is set'],
    [{ ONEMAP_BASE_URL: 'ftp://onemap' }, 'ONEMAP_BASE_URL'],
    [{ MAP_TILES_BASE_URL: 'javascript:alert(1)' }, 'MAP_TILES_BASE_URL'],
    [{ MAP_SEARCH: 'google' }, 'MAP_SEARCH'],
    [{ ONEMAP_CALLS_PER_MINUTE: '0' }, 'ONEMAP_CALLS_PER_MINUTE'],
    [{ MAP_SEARCH_PER_TOKEN_PER_MINUTE: 'many' }, 'MAP_SEARCH_PER_TOKEN_PER_MINUTE'],
    [{ MAP_SEARCH_CACHE_TTL_SECONDS: '-1' }, 'MAP_SEARCH_CACHE_TTL_SECONDS'],
  ])('refuses %o, naming the variable', (environment, problem) => {
    expect(problemsOf(environment).join('\n')).toContain(problem);
  });

  it('MAP_SEARCH=onemap needs the account, in every environment', () => {
    expect(problemsOf({ MAP_SEARCH: 'onemap' })).toEqual([
      'ONEMAP_EMAIL and ONEMAP_PASSWORD are required when MAP_SEARCH=onemap',
    ]);
  });

  it('MAP_SEARCH=gazetteer answers from the packaged gazetteer even with the account set', () => {
    const config = loadConfig({ MAP_SEARCH: 'gazetteer', ...ONEMAP_ACCOUNT }, '/srv/portal');

    expect(config.map.oneMap).toBeUndefined();
  });
});

describe('map search in production (OPS-22)', () => {
  const mapProblems = (environment: Record<string, string>) =>
    problemsOf({ ...PRODUCTION, ...environment }).filter((line) => /ONEMAP|MAP_/.test(line));

  it('refuses to start without OneMap unless MAP_SEARCH=gazetteer says so, naming the variables', () => {
    expect(mapProblems({})).toEqual([
      'ONEMAP_EMAIL and ONEMAP_PASSWORD are required in production (or MAP_SEARCH=gazetteer to answer from the packaged list of places)',
    ]);
  });

  it('starts with the OneMap account', () => {
    expect(mapProblems(ONEMAP_ACCOUNT)).toEqual([]);
  });

  it('starts on the packaged gazetteer when MAP_SEARCH=gazetteer', () => {
    expect(mapProblems({ MAP_SEARCH: 'gazetteer' })).toEqual([]);
  });
});

describe('the tile server (MAP-2)', () => {
  it("reaches the page's settings, and the CSP lets images come from its origin", async () => {
    const server = await startTestApp({
      config: testConfig({ MAP_TILES_BASE_URL: 'https://tiles.authority.example/onemap' }),
    });
    try {
      const settings = await server.app.inject({ method: 'GET', url: '/dev/portal-config' });
      const page = await server.app.inject({ method: 'GET', url: '/healthz' });

      expect(portalConfigSchema.parse(settings.json()).mapTileBaseUrl).toBe(
        'https://tiles.authority.example/onemap',
      );
      const imgSrc = String(page.headers['content-security-policy'])
        .split(';')
        .find((directive) => directive.startsWith('img-src'));
      expect(imgSrc).toBe("img-src 'self' data: blob: https://tiles.authority.example");
    } finally {
      await server.close();
    }
  });
});
