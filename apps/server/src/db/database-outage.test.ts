import { randomBytes } from 'node:crypto';
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { API_PATHS, ERROR_CODES } from '@aviation-permits/domain/http';
import { userSessionSchema } from '@aviation-permits/domain/session';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobSchemaFor } from './job-store.js';
import { openDatabase, type DatabaseConnection } from './database.js';
import { signIn, type SignedInClient } from '../test-support/signed-in-client.js';
import { startTestAppOn, type TestApp } from '../test-support/test-app.js';

// OPS-52: PostgreSQL going away under a running portal, as a restart or a fail-over does. The app
// reaches the database through a loopback relay that the test cuts (every connection dropped, the
// port refusing) and restores. Only on PostgreSQL (DATABASE_URL, CI's second pass): PGlite is in
// the process and cannot go away.

const databaseUrl = process.env.DATABASE_URL;

/** A TCP relay to PostgreSQL that can play the server being down. */
interface Relay {
  url: string;
  cut(): Promise<void>;
  restore(): Promise<void>;
}

async function startRelay(target: URL): Promise<Relay> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const relay = (client: Socket) => {
    const server = connect(Number(target.port || 5432), target.hostname);
    track(client);
    track(server);
    client.pipe(server).pipe(client);
  };
  let server: Server = createServer(relay);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = new URL(target);
  url.host = `127.0.0.1:${port}`;
  return {
    url: url.href,
    async cut() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    async restore() {
      server = createServer(relay);
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
  };
}

async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe.skipIf(!databaseUrl)('PostgreSQL going away under a running portal (OPS-52)', () => {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const lostWhileIdle: Error[] = [];
  let relay: Relay;
  let database: DatabaseConnection;
  let app: TestApp;
  let applicant: SignedInClient;

  beforeAll(async () => {
    relay = await startRelay(new URL(databaseUrl ?? ''));
    await onServer(`create schema ${schema}`);
    database = await openDatabase({
      databaseUrl: relay.url,
      postgresSchema: schema,
      onIdleConnectionLost: (error) => lostWhileIdle.push(error),
    });
    app = await startTestAppOn(database.db);
    applicant = await signIn(app, database.db, { email: 'outage@example.com' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await onServer(
      `drop schema ${schema} cascade; drop schema if exists ${jobSchemaFor(schema)} cascade`,
    );
  });

  const status = () => applicant.request({ method: 'GET', url: API_PATHS.status });

  it('answers 503 in the envelope with Retry-After while it is down, and serves again once it is back, without a restart', async () => {
    expect(userSessionSchema.parse((await status()).json()).userSessionValid).toBe(true);

    await relay.cut();
    const duringOutage = await status();

    expect(duringOutage.statusCode).toBe(503);
    expect(duringOutage.json()).toEqual({
      status: 503,
      errorCodes: ERROR_CODES.serviceUnavailable,
      detail: 'The service is briefly unavailable. Please try again in a few seconds.',
    });
    expect(duringOutage.headers['retry-after']).toBe('5');
    // The pooled connections that were idle when it went: told, and the process still runs.
    expect(lostWhileIdle.length).toBeGreaterThan(0);

    await relay.restore();
    const afterwards = await status();

    expect(afterwards.statusCode).toBe(200);
    expect(userSessionSchema.parse(afterwards.json()).userSessionValid).toBe(true);
  });
});
