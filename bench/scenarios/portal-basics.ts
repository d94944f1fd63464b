// The calls every visit makes: health, the status call, init-data, the page and its assets.
import { API_PATHS, OPERATIONAL_PATHS, REQUEST_HEADERS } from '@aviation-permits/domain/http';
import type { LoadRequest, LoadTarget, ScenarioGroup } from './scenario.js';
import type { RunningPortal } from '../lib/servers.js';

/** PERF-2: targets of the calls on every page's start-up path (50 connections). */
const SERVICE_CALL_TARGET: LoadTarget = { minRatioToBare: 0.4, maxP99Ms: 20 };

/** A service call with the access-content header the web client sends. */
async function serviceCall(portal: RunningPortal, path: string): Promise<LoadRequest> {
  return {
    path,
    headers: { [REQUEST_HEADERS.accessContent]: await portal.accessContent(), accept: '*/*' },
  };
}

/** The first script /home loads: a hashed, immutable asset. */
async function firstScriptOfHome(portal: RunningPortal): Promise<LoadRequest> {
  const html = await (await fetch(`${portal.baseUrl}/home`)).text();
  const path = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (path === undefined) throw new Error('/home loads no /assets/ script');
  return { path };
}

export const portalBasics: ScenarioGroup = {
  name: 'portal-basics',
  scenarios: [
    { name: 'GET /healthz', prepare: async () => ({ path: OPERATIONAL_PATHS.health }) },
    {
      name: `GET ${API_PATHS.status}`,
      prepare: (portal) => serviceCall(portal, API_PATHS.status),
      target: SERVICE_CALL_TARGET,
    },
    {
      name: 'GET init-data',
      prepare: (portal) => serviceCall(portal, API_PATHS.initData),
      target: SERVICE_CALL_TARGET,
    },
    {
      name: 'GET /home (HTML)',
      prepare: async () => ({ path: '/home', headers: { accept: 'text/html' } }),
    },
    { name: 'GET hashed asset (JS)', prepare: firstScriptOfHome },
  ],
};
