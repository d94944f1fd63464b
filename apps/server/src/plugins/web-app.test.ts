import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_PATHS, ERROR_CODES, REQUEST_HEADERS } from '@aviation-permits/domain/http';
import { ENQUIRY_TOOL_INTRO } from '@aviation-permits/domain/navigation';
import { PORTAL_CONFIG_ELEMENT_ID } from '@aviation-permits/domain/portal-config-element';
import { portalConfigSchema } from '@aviation-permits/domain/portal-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { DatabaseConnection } from '../db/database.js';
import { testConfig } from '../test-support/test-config.js';
import { openTestDatabase } from '../test-support/test-database.js';
import { PRODUCTION_ENVIRONMENT } from '../test-support/production-environment.js';

// The built web app is served from the API's port: files as they are, every page address as
// index.html with the settings filled in. A fixture directory stands in for apps/web/dist.

const INDEX_HTML = `<!doctype html>
<html lang="en"><head><title>Portal</title><!--portal-config--></head>
<body><div id="root"><div class="portal-masthead"></div><!--page-intro--></div><script type="module" src="/assets/index-4f2a9c.js"></script></body></html>`;

let webDistDir: string;
let database: DatabaseConnection;

beforeAll(async () => {
  webDistDir = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
  await mkdir(path.join(webDistDir, 'assets'));
  await writeFile(path.join(webDistDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(webDistDir, 'assets', 'index-4f2a9c.js'), 'console.log("app");');
  await writeFile(
    path.join(webDistDir, 'favicon.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  await writeFile(path.join(webDistDir, 'assets', 'index-4f2a9c.js.map'), '{"sources":[]}');
  await writeFile(path.join(webDistDir, 'assets', 'index-4f2a9c.css.MAP'), '{"sources":[]}');
  await writeFile(path.join(webDistDir, '.env'), 'SECRET=do-not-serve');
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
  await rm(webDistDir, { recursive: true, force: true });
});

async function appWith(environment: Record<string, string> = {}) {
  return buildApp({
    config: testConfig({ WEB_DIST_DIR: webDistDir, ...environment }),
    db: database.db,
  });
}

function portalConfigOf(html: string): unknown {
  const pattern = new RegExp(
    `<script id="${PORTAL_CONFIG_ELEMENT_ID}" type="application/json">(.*?)</script>`,
    's',
  );
  const json = pattern.exec(html)?.[1];
  if (json === undefined) throw new Error('No portal-config element in the page');
  return JSON.parse(json);
}

const asBrowser = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('the web app', () => {
  it.each([
    ['/', 200],
    ['/home', 200],
    ['/application/details/edit?id=5', 200],
    ['/ErrorPage', 200],
    // The app's router matches pages in any case, with or without a final slash.
    ['/HOME/', 200],
    ['/index.html', 200],
    // The officer console's pages (OFF-16) are the same web app's.
    ['/officer', 200],
    ['/officer/login', 200],
    ['/officer/audit', 200],
    // The review of one application (OFF-25), named by ?id= as the applicants' details page.
    ['/officer/application?id=7c1e4a52-0d3b-4f6e-9a8b-000000000001', 200],
    // The review of one applicant's account (OFF-27).
    ['/officer/account?id=7c1e4a52-0d3b-4f6e-9a8b-000000000001', 200],
    ['/officer/no-such-page', 404],
    // ROUTE-17: any other address shows the app's not-found page, with the status that says so.
    ['/no/such/page/', 404],
    ['/home/more', 404],
    ['/assets', 404],
  ])('answers the page %s with index.html and the settings filled in (%i)', async (url, status) => {
    const app = await appWith({ AUTHORITY_NAME: 'Civil Aviation Authority of Singapore' });
    const response = await app.inject({ method: 'GET', url, headers: asBrowser });

    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).not.toContain('<!--portal-config-->');
    expect(portalConfigSchema.parse(portalConfigOf(response.body))).toEqual({
      authorityName: 'Civil Aviation Authority of Singapore',
      productName: 'AviationPermits',
      supportEmail: 'support@aviation-permits.example',
      idleTimeoutMs: 600_000,
      mapTileBaseUrl: 'https://www.onemap.gov.sg',
      // OFF-59: which officer sign-in /officer/login offers.
      officerSignIn: 'email-totp',
      accessContent: expect.any(String),
    });
    await app.close();
  });

  it.each(['/checkPermitEligibility', '/CHECKPERMITELIGIBILITY/'])(
    'paints the Enquiry Tool heading and opening paragraph into %s before any script (PERF-11)',
    async (url) => {
      const app = await appWith();
      const response = await app.inject({ method: 'GET', url, headers: asBrowser });

      const root = /<div id="root">(.*?)<\/div><script/s.exec(response.body)?.[1];
      expect(root).toBe(
        '<div class="portal-masthead"></div>' +
          '<div class="container-fluid portal-page portal-static-intro">' +
          `<h1>${ENQUIRY_TOOL_INTRO.heading}</h1><p class="lead">${ENQUIRY_TOOL_INTRO.lead}</p></div>`,
      );
      await app.close();
    },
  );

  it.each(['/home', '/no/such/page'])(
    'leaves %s, which has no intro, without one and without the placeholder',
    async (url) => {
      const app = await appWith();
      const response = await app.inject({ method: 'GET', url, headers: asBrowser });

      expect(response.body).toContain('<div id="root"><div class="portal-masthead"></div></div>');
      expect(response.body).not.toContain('page-intro');
      await app.close();
    },
  );

  it('hands the page an access-content token the services accept', async () => {
    const app = await appWith();
    const page = await app.inject({ method: 'GET', url: '/home', headers: asBrowser });
    const { accessContent } = portalConfigSchema.parse(portalConfigOf(page.body));

    const status = await app.inject({
      method: 'GET',
      url: API_PATHS.status,
      headers: { [REQUEST_HEADERS.accessContent]: accessContent },
    });
    expect(status.statusCode).toBe(200);
    await app.close();
  });

  it('escapes configured names so that they cannot end the element or run a script', async () => {
    const hostileName = '</script><script>alert(1)</script><!-- & \u2028 Co';
    const app = await appWith({ AUTHORITY_NAME: hostileName, PRODUCT_NAME: 'Permits $& $1' });
    const response = await app.inject({ method: 'GET', url: '/home', headers: asBrowser });

    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body.match(/<\/script>/g)).toHaveLength(2);
    expect(portalConfigOf(response.body)).toMatchObject({
      authorityName: hostileName,
      productName: 'Permits $& $1',
    });
    await app.close();
  });

  it('serves hashed assets for a year, immutable, and other files for revalidation', async () => {
    const app = await appWith();
    const script = await app.inject({ method: 'GET', url: '/assets/index-4f2a9c.js' });
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });

    expect(script.statusCode).toBe(200);
    expect(script.body).toBe('console.log("app");');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    await app.close();
  });

  it.each([['*/*'], [undefined]])(
    'answers a page to a client that accepts %s, as curl and monitors do',
    async (accept) => {
      const app = await appWith();
      const response = await app.inject({
        method: 'GET',
        url: '/checkPermitEligibility',
        headers: accept === undefined ? {} : { accept },
      });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('id="portal-config"');
      await app.close();
    },
  );

  it('answers a JSON-only client on a page address with the 404 envelope', async () => {
    const app = await appWith();
    const response = await app.inject({
      method: 'GET',
      url: '/home',
      headers: { accept: 'application/json' },
    });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, errorCodes: ERROR_CODES.notFound });
    await app.close();
  });

  it.each(['/assets/index-4f2a9c.js.map', '/assets/index-4f2a9c.css.MAP'])(
    'never serves the source map %s (OPS-5): 404 envelope',
    async (url) => {
      const app = await appWith();
      const response = await app.inject({ method: 'GET', url, headers: { accept: '*/*' } });

      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, errorCodes: ERROR_CODES.notFound });
      await app.close();
    },
  );

  it('never serves dotfiles', async () => {
    const app = await appWith();
    const response = await app.inject({ method: 'GET', url: '/.env' });

    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('do-not-serve');
    await app.close();
  });

  it('answers a missing file that is not a page with the 404 envelope', async () => {
    const app = await appWith();
    const response = await app.inject({
      method: 'GET',
      url: '/assets/missing.js',
      headers: { accept: '*/*' },
    });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, errorCodes: ERROR_CODES.notFound });
    await app.close();
  });

  it('sends security headers: own scripts only, workers from blob:, never framed', async () => {
    const app = await appWith();
    const response = await app.inject({ method: 'GET', url: '/home', headers: asBrowser });
    const policy = String(response.headers['content-security-policy']);

    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("worker-src 'self' blob:");
    expect(policy).toContain("img-src 'self' data:");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    await app.close();
  });

  it('says clearly, with a 503 page, when the web app has not been built', async () => {
    const app = await appWith({ WEB_DIST_DIR: path.join(webDistDir, 'not-built') });
    const response = await app.inject({ method: 'GET', url: '/home', headers: asBrowser });

    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('The web app has not been built');
    expect(response.body).toContain('npm run build');
    await app.close();
  });
});

describe('GET /dev/portal-config', () => {
  it('gives the Vite dev server the settings outside production', async () => {
    const app = await appWith();
    const response = await app.inject({ method: 'GET', url: '/dev/portal-config' });

    expect(response.statusCode).toBe(200);
    expect(portalConfigSchema.parse(response.json()).productName).toBe('AviationPermits');
    await app.close();
  });

  it('does not exist in production', async () => {
    const app = await appWith(PRODUCTION_ENVIRONMENT);
    const response = await app.inject({ method: 'GET', url: '/dev/portal-config' });

    expect(response.statusCode).toBe(404);
    await app.close();
  });
});
