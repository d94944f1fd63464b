import { Writable } from 'node:stream';
import { IDENTITY_CALLBACK_PATHS } from '@aviation-permits/domain/identity';
import { MAP_API_PATHS } from '@aviation-permits/domain/geo';
import { OPERATIONAL_PATHS } from '@aviation-permits/domain/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { TestApp } from '../test-support/test-app.js';
import { testConfig } from '../test-support/test-config.js';
import { openTestDatabase } from '../test-support/test-database.js';

// PERF-2: a request leaves one log line, after its answer, that says what was asked and how it was
// answered. SEC-18: what was asked is the path, never the query string's searched places, points,
// postal codes or sign-in codes.

const lineTexts: string[] = [];

interface LogLine {
  msg: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

const lines: LogLine[] = [];
let app: TestApp;
let closeDatabase: () => Promise<void>;

beforeAll(async () => {
  const database = await openTestDatabase();
  closeDatabase = database.close;
  app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'info' }),
    db: database.db,
    logStream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        lineTexts.push(chunk.toString('utf8'));
        lines.push(JSON.parse(chunk.toString('utf8')) as LogLine);
        done();
      },
    }),
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await closeDatabase();
});

describe('the request log', () => {
  it('has one line per request, with the method, the address, the status and the time taken', async () => {
    lines.length = 0;
    const healthy = await app.inject({ method: 'GET', url: OPERATIONAL_PATHS.health });
    const missing = await app.inject({ method: 'GET', url: '/login-service/no-such-call' });

    expect([healthy.statusCode, missing.statusCode]).toEqual([200, 404]);
    const requestLines = lines.filter((line) => line.req !== undefined || line.res !== undefined);
    expect(requestLines).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        req: expect.objectContaining({ method: 'GET', url: OPERATIONAL_PATHS.health }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
      expect.objectContaining({
        msg: 'request completed',
        req: expect.objectContaining({ method: 'GET', url: '/login-service/no-such-call' }),
        res: { statusCode: 404 },
      }),
    ]);
    expect(lines.map((line) => line.msg)).not.toContain('incoming request');
  });

  it('logs the path and harmless parameters only, never a searched place or a sign-in code (SEC-18)', async () => {
    lines.length = 0;
    lineTexts.length = 0;
    const secrets = 'searchVal=123456&location=1.3521,103.8198&code=abc&state=xyz';

    await app.inject({ method: 'GET', url: `${MAP_API_PATHS.search}?${secrets}&pageNum=2` });
    await app.inject({ method: 'GET', url: `${IDENTITY_CALLBACK_PATHS.singpass}?${secrets}` });
    await app.inject({ method: 'GET', url: `/login-service/no-such-call?${secrets}` });

    const urls = lines.flatMap((line) => (line.req?.url === undefined ? [] : [line.req.url]));
    expect(urls).toEqual([
      `${MAP_API_PATHS.search}?pageNum=2`,
      IDENTITY_CALLBACK_PATHS.singpass,
      '/login-service/no-such-call',
    ]);
    const log = lineTexts.join('');
    for (const value of ['123456', '1.3521', '103.8198', 'abc', 'xyz']) {
      expect(log).not.toContain(value);
    }
  });
});
