import { API_PATHS, ERROR_CODES } from '@aviation-permits/domain/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/mail.js';
import { PROBE_PATHS } from '../test-support/probe-routes.js';
import { accessContentToken, startTestApp, type TestAppHandle } from '../test-support/test-app.js';
import { testConfig } from '../test-support/test-config.js';

// OPS-32, OPS-33: /metrics in Prometheus's format, counted per route pattern, with the database's
// backlog; readable from the configured networks (here loopback) or with the token, by the
// address that connects, not the one X-Forwarded-For claims.

const TOKEN = 'a-metrics-token-of-at-least-32-characters';
const OUTSIDE = '203.0.113.9';

let server: TestAppHandle;

beforeAll(async () => {
  server = await startTestApp({
    config: testConfig({
      METRICS_ALLOWED_NETWORKS: '127.0.0.0/8',
      METRICS_TOKEN: TOKEN,
      TRUST_PROXY: 'true',
    }),
  });
});
afterAll(() => server.close());

function scrape(options: { remoteAddress?: string; headers?: Record<string, string> } = {}) {
  return server.app.inject({ method: 'GET', url: '/metrics', ...options });
}

/** The value of one sample line, by its name and labels as Prometheus writes them. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

describe('/metrics', () => {
  it('counts requests per route pattern and status class, and times them', async () => {
    const token = await accessContentToken(server.app);
    const before = (await scrape()).body;
    const call = (url: string) =>
      server.app.inject({ method: 'GET', url, headers: { 'x-access-content': token } });
    expect((await call(API_PATHS.status)).statusCode).toBe(200);
    await call(API_PATHS.status);
    // Without a session: refused, 401.
    expect((await call(API_PATHS.profile)).statusCode).toBe(401);
    await call(PROBE_PATHS.failure);

    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const after = response.body;
    const status = `{method="GET",route="${API_PATHS.status}"`;
    const statusOk = `portal_http_requests_total${status},status_class="2xx"}`;
    expect(sample(after, statusOk) - sample(before, statusOk)).toBe(2);
    const refused = `portal_http_requests_total{method="GET",route="${API_PATHS.profile}",status_class="4xx"}`;
    expect(sample(after, refused) - sample(before, refused)).toBe(1);
    const failed = `portal_http_requests_total{method="GET",route="${PROBE_PATHS.failure}",status_class="5xx"}`;
    expect(sample(after, failed)).toBe(1);
    expect(sample(after, `portal_http_request_duration_seconds_count${status}}`)).toBeGreaterThan(
      1,
    );
    expect(after).toContain(
      `portal_http_request_duration_seconds_bucket{le="0.1",method="GET",route="${API_PATHS.status}"}`,
    );
  });

  it('counts an address that matches no route under one label, never the address', async () => {
    await server.app.inject({ method: 'GET', url: '/login-service/no-such-call/S1234567D' });

    const text = (await scrape()).body;
    expect(text).toContain('route="(unmatched)"');
    expect(text).not.toContain('S1234567D');
  });

  it("reports the outbox's pending e-mails and the job queues", async () => {
    const pendingBefore = sample((await scrape()).body, 'portal_mail_outbox_pending');
    await server.db.insert(mailOutbox).values({
      toAddress: 'someone@example.com',
      subject: 'Waiting',
      textBody: 'Waiting',
      htmlBody: '<p>Waiting</p>',
    });

    const text = (await scrape()).body;
    expect(sample(text, 'portal_mail_outbox_pending')).toBe(pendingBefore + 1);
    expect(text).toContain('# TYPE portal_job_queue_depth gauge');
    expect(text).toContain('# TYPE portal_db_pool_connections gauge');
    // prom-client's process figures, under the portal's prefix.
    expect(text).toContain('portal_process_resident_memory_bytes');
  });

  it('answers 404 in the envelope to an address outside the configured networks', async () => {
    const response = await scrape({ remoteAddress: OUTSIDE });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, errorCodes: ERROR_CODES.notFound });
    expect(response.body).not.toContain('portal_');
  });

  it('judges by the connecting address, not the X-Forwarded-For a visitor writes', async () => {
    const response = await scrape({
      remoteAddress: OUTSIDE,
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });

    expect(response.statusCode).toBe(404);
  });

  it('lets the bearer token read from any address, and not a wrong one', async () => {
    const withToken = await scrape({
      remoteAddress: OUTSIDE,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    const wrong = await scrape({
      remoteAddress: OUTSIDE,
      headers: { authorization: `Bearer ${TOKEN.replace(/a/g, 'b')}` },
    });

    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toContain('portal_http_requests_total');
    expect(wrong.statusCode).toBe(404);
  });
});
