import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { API_PATHS, REQUEST_HEADERS } from '@aviation-permits/domain/http';
import { getInitData, type InitData } from '@aviation-permits/domain/init-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { DatabaseConnection } from '../db/database.js';
import { accessContentToken, type TestApp } from '../test-support/test-app.js';
import { testConfig } from '../test-support/test-config.js';
import { openTestDatabase } from '../test-support/test-database.js';

// PERF-5: the build's files go out as the .br/.gz copies made at build time, pages and JSON are
// compressed on the way out, and what is tiny or compressed already is sent as it is.

/** A page over the compression threshold, as the real build's index.html is. */
const INDEX_HTML = `<!doctype html>
<html lang="en"><head><title>Portal</title><!--portal-config-->
${'<link rel="modulepreload" href="/assets/chunk-0a1b2c.js">\n'.repeat(30)}</head>
<body><div id="root"></div><script type="module" src="/assets/app-4f2a9c.js"></script></body></html>`;
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
/** A script the build made no copies of: compressed on the way out, as a stream. */
const UNCOPIED_SCRIPT = `export const farewell = ${JSON.stringify('goodbye '.repeat(5000))};\n`;
/** Compressed already: sent as it is whatever the client accepts. */
const IMAGE = Buffer.alloc(4096, 7);

const PRECOMPRESSED_BR = brotliCompressSync(SCRIPT);
const PRECOMPRESSED_GZ = gzipSync(SCRIPT);

let webDistDir: string;
let database: DatabaseConnection;
let app: TestApp;
let accessToken: string;

beforeAll(async () => {
  webDistDir = await mkdtemp(path.join(tmpdir(), 'web-dist-compressed-'));
  await mkdir(path.join(webDistDir, 'assets'));
  await writeFile(path.join(webDistDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(webDistDir, 'assets', 'app-4f2a9c.js'), SCRIPT);
  await writeFile(path.join(webDistDir, 'assets', 'app-4f2a9c.js.br'), PRECOMPRESSED_BR);
  await writeFile(path.join(webDistDir, 'assets', 'app-4f2a9c.js.gz'), PRECOMPRESSED_GZ);
  await writeFile(path.join(webDistDir, 'assets', 'late-9e8d7c.js'), UNCOPIED_SCRIPT);
  await writeFile(path.join(webDistDir, 'assets', 'photo-1a2b3c.png'), IMAGE);
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig({ WEB_DIST_DIR: webDistDir }), db: database.db });
  accessToken = await accessContentToken(app);
});
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(webDistDir, { recursive: true, force: true });
});

function get(url: string, headers: Record<string, string>) {
  return app.inject({ method: 'GET', url, headers });
}

const DECODE: Record<string, (body: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
};

describe("the build's files", () => {
  it.each([
    ['br', 'br', PRECOMPRESSED_BR],
    ['gzip, deflate, br', 'br', PRECOMPRESSED_BR],
    ['gzip', 'gzip', PRECOMPRESSED_GZ],
  ])(
    'go to a client that accepts %s as the %s copy made at build time',
    async (accepts, encoding, copy) => {
      const response = await get('/assets/app-4f2a9c.js', { 'accept-encoding': accepts });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.rawPayload.equals(copy)).toBe(true);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    },
  );

  it('go to a client that accepts no encoding as they are', async () => {
    const response = await get('/assets/app-4f2a9c.js', {});

    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });

  it('are compressed on the way out, streamed, when the build made no copy', async () => {
    const response = await get('/assets/late-9e8d7c.js', { 'accept-encoding': 'gzip' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString('utf8')).toBe(UNCOPIED_SCRIPT);
  });

  it('are sent as they are when their type is compressed already', async () => {
    const response = await get('/assets/photo-1a2b3c.png', { 'accept-encoding': 'br, gzip' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(IMAGE)).toBe(true);
  });
});

describe('answers built per request', () => {
  it.each(['br', 'gzip'])(
    'send a page %s-compressed, with its settings filled in',
    async (encoding) => {
      const response = await get('/home', { accept: 'text/html', 'accept-encoding': encoding });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      const page = DECODE[encoding]!(response.rawPayload).toString('utf8');
      expect(page).toContain('<script id="portal-config" type="application/json">');
      expect(page).toContain('<div id="root"></div>');
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  it.each(['br', 'gzip'])('send JSON %s-compressed', async (encoding) => {
    const response = await get(API_PATHS.initData, {
      [REQUEST_HEADERS.accessContent]: accessToken,
      'accept-encoding': encoding,
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    const body = JSON.parse(DECODE[encoding]!(response.rawPayload).toString('utf8')) as InitData;
    expect(body).toEqual(getInitData({ today: body.today, temporaryAreas: [] }));
  });

  it('send an answer prepared once (init-data) in each encoding under a tag of its own', async () => {
    const tagOf = async (acceptEncoding: string) =>
      (
        await get(API_PATHS.initData, {
          [REQUEST_HEADERS.accessContent]: accessToken,
          'accept-encoding': acceptEncoding,
        })
      ).headers;

    const [plain, br, gzip] = await Promise.all([
      tagOf('identity'),
      tagOf('br;q=1, gzip;q=0.5'),
      tagOf('gzip, br;q=0'),
    ]);

    expect([plain['content-encoding'], br['content-encoding'], gzip['content-encoding']]).toEqual([
      undefined,
      'br',
      'gzip',
    ]);
    expect(new Set([plain.etag, br.etag, gzip.etag]).size).toBe(3);
    expect(br.vary).toMatch(/accept-encoding/i);
  });

  it('send a body under 1 KiB as it is', async () => {
    const response = await get(API_PATHS.status, {
      [REQUEST_HEADERS.accessContent]: accessToken,
      'accept-encoding': 'br, gzip',
    });

    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toBeTypeOf('object');
  });

  it('answer a current copy of init-data 304 with no body to compress', async () => {
    const { etag } = (
      await get(API_PATHS.initData, { [REQUEST_HEADERS.accessContent]: accessToken })
    ).headers;
    const response = await get(API_PATHS.initData, {
      [REQUEST_HEADERS.accessContent]: accessToken,
      'accept-encoding': 'br, gzip',
      'if-none-match': String(etag),
    });

    expect(response.statusCode).toBe(304);
    expect(response.rawPayload).toHaveLength(0);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

describe('index.html', () => {
  it('is read once, when the app is built, and held in memory', async () => {
    await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><title>Changed</title>');

    const response = await get('/home', { accept: 'text/html' });

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('Changed');
    await writeFile(path.join(webDistDir, 'index.html'), INDEX_HTML);
  });
});
