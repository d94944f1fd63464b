// The two servers of a run: the built portal (as `npm start` runs it) and bare Fastify.
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PORTAL_CONFIG_ELEMENT_ID } from '@aviation-permits/domain/portal-config-element';
import { startChildServer, findFreePort } from './child-server.js';
import { onCleanup } from './cleanup.js';

const REPOSITORY_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER_ENTRY = path.join(REPOSITORY_ROOT, 'apps/server/dist/server.js');
const WEB_DIST = path.join(REPOSITORY_ROOT, 'apps/web/dist');
const WEB_INDEX = path.join(WEB_DIST, 'index.html');
const BARE_SERVER = fileURLToPath(new URL('./bare-fastify-server.ts', import.meta.url));

export interface RunningPortal {
  baseUrl: string;
  database: 'PGlite' | 'PostgreSQL';
  /** A fresh access-content token, read from a page as the web client reads it. */
  accessContent(): Promise<string>;
}

export async function startPortal(): Promise<RunningPortal> {
  for (const file of [SERVER_ENTRY, WEB_INDEX]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first.`);
  }
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'aviation-permits-bench-'));
  onCleanup('the temporary DATA_DIR', () => rm(dataDir, { recursive: true, force: true }));
  // A copy of the built web app: a build started while the bench runs cannot pull it away.
  const webDistDir = path.join(dataDir, 'web-dist');
  await cp(WEB_DIST, webDistDir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDistDir,
    // The load comes from many simulated clients (X-Forwarded-For), as behind a proxy in
    // production, so the per-client rate limit measures its cost instead of refusing the run.
    TRUST_PROXY: 'true',
  };
  delete env.NODE_ENV;
  await startChildServer({
    name: 'the portal',
    args: [SERVER_ENTRY],
    env,
    cwd: REPOSITORY_ROOT,
    readyUrl: `${baseUrl}/healthz`,
  });
  return {
    baseUrl,
    database: env.DATABASE_URL ? 'PostgreSQL' : 'PGlite',
    accessContent: () => readAccessContent(baseUrl),
  };
}

/** index.html's portal-config element carries the token, as read-portal-config.ts reads it. */
export async function readAccessContent(baseUrl: string): Promise<string> {
  const html = await (await fetch(`${baseUrl}/home`)).text();
  const element = new RegExp(`<script id="${PORTAL_CONFIG_ELEMENT_ID}"[^>]*>([^<]*)</script>`);
  const json = element.exec(html)?.[1];
  if (json === undefined) throw new Error('/home carries no portal-config element');
  const token = (JSON.parse(json) as { accessContent?: unknown }).accessContent;
  if (typeof token !== 'string') throw new Error('The portal-config element has no accessContent');
  return token;
}

/** `twins`: a file of captured calls and the database they run on (bare-sql-routes.ts). */
export async function startBareFastify(twins?: {
  file: string;
  databaseUrl: string;
}): Promise<string> {
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  await startChildServer({
    name: 'bare Fastify',
    // The twins import the server's sources, which reach the domain's sources as the bench does.
    args: [
      '--conditions=source',
      '--import',
      'tsx',
      BARE_SERVER,
      String(port),
      ...(twins ? [twins.file, twins.databaseUrl] : []),
    ],
    env: process.env,
    cwd: REPOSITORY_ROOT,
    readyUrl: `${baseUrl}/`,
  });
  return baseUrl;
}
