import { timingSafeEqual } from 'node:crypto';
import { isIPv4 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { StoredFileMissingError } from '../adapters/files/stored-file-missing.js';
import type { MetricsAccess } from '../config/server.js';
import { NotFoundError } from '../errors/http-errors.js';
import type { BacklogRepository } from '../platform/observability/backlog.repository.js';
import { createStoredFileIncidents } from '../platform/observability/stored-file-incidents.js';

// OPS-32, OPS-33: /metrics in Prometheus's text format (prom-client), one registry per app: the
// requests per route pattern (never the address itself, which carries ids and typed text), their
// latency, the 4xx and 5xx among them, the database pool, the job queues, the outbox and the
// stored files found missing (OPS-71, also logged at error level). The
// scraper connects to each instance directly, so access is judged by the connecting address
// (never X-Forwarded-For, which a visitor writes) or a bearer token; anyone else hears 404, as if
// the route did not exist. nginx never passes /metrics on (deploy/nginx/portal.conf).

const METRICS_PATH = '/metrics';

/** Seconds: from a cached status call (~1 ms) to an upload on a slow link. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2.5, 5, 10, 30];

/** A request that matched no route (a page of the web app, a 404) counts under one label. */
const UNMATCHED_ROUTE = '(unmatched)';

interface MetricsPluginOptions {
  access: MetricsAccess;
  backlog: BacklogRepository;
}

function statusClass(statusCode: number): string {
  return `${Math.floor(statusCode / 100)}xx`;
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function mayRead(request: FastifyRequest, access: MetricsAccess): boolean {
  const authorization = request.headers.authorization;
  if (access.token !== undefined && authorization?.startsWith('Bearer ')) {
    return sameToken(authorization.slice('Bearer '.length), access.token);
  }
  const connected = request.raw.socket.remoteAddress;
  if (connected === undefined) return false;
  // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d.
  const address = connected.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  return access.networks.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
}

export const metricsPlugin = fp<MetricsPluginOptions>(
  async (app, { access, backlog }) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: 'portal_' });

    const requests = new Counter({
      name: 'portal_http_requests_total',
      help: 'Requests answered, by method, route pattern and status class (2xx, 4xx, 5xx).',
      labelNames: ['method', 'route', 'status_class'] as const,
      registers: [registry],
    });
    const latency = new Histogram({
      name: 'portal_http_request_duration_seconds',
      help: 'Time from the request to its answer, by method and route pattern.',
      labelNames: ['method', 'route'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    new Gauge({
      name: 'portal_db_pool_connections',
      help: "The PostgreSQL pool's connections: total, idle, and requests waiting for one.",
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const pool = backlog.poolState();
        if (pool === undefined) return;
        this.set({ state: 'total' }, pool.total);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'waiting' }, pool.waiting);
      },
    });
    new Gauge({
      name: 'portal_job_queue_depth',
      help: 'Jobs waiting (created, retry) or running (active), by queue.',
      labelNames: ['queue', 'state'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const queued of await backlog.queuedJobs()) {
          this.set({ queue: queued.name, state: queued.state }, queued.jobs);
        }
      },
    });
    new Gauge({
      name: 'portal_mail_outbox_pending',
      help: 'E-mails in the outbox not yet handed to the mail server.',
      registers: [registry],
      async collect() {
        this.set(await backlog.pendingMail());
      },
    });

    // OPS-71: a download that found its row but not the row's file; the handler answers the 404.
    const storedFiles = createStoredFileIncidents(registry);
    app.addHook('onError', async (request, _reply, error) => {
      if (error instanceof StoredFileMissingError) {
        storedFiles.report(request.log, error.incident, request.routeOptions.url);
      }
    });

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
      if (route === METRICS_PATH) return;
      const labels = { method: request.method, route };
      requests.inc({ ...labels, status_class: statusClass(reply.statusCode) });
      latency.observe(labels, reply.elapsedTime / 1000);
    });

    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!mayRead(request, access)) throw new NotFoundError();
      reply.header('cache-control', 'no-store').type(registry.contentType);
      return registry.metrics();
    });
  },
  { name: 'metrics' },
);
