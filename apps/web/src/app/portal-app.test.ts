import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { ANONYMOUS_SESSION } from '@aviation-permits/domain/session';
import { API_PATHS } from '@aviation-permits/domain/http';
import { ROUTE_PATHS } from '@aviation-permits/domain/navigation';
import { getInitData } from '@aviation-permits/domain/init-data';
import { TEST_CONFIG } from '../../tests/render-portal';
import { fakeWorkerFactory } from '../../tests/fake-worker';
import { createPortalApp } from './portal-app';

// The start-up checks (ROUTE-42) and the router: the routes exist only once the checks passed,
// and then at once, so the page's data and chunk are on their way before React renders them
// (PERF-11).

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function appAt(path: string, statusResponse: () => Response) {
  const requests: string[] = [];
  const fetch = async (input: RequestInfo | URL): Promise<Response> => {
    const url = String(input);
    requests.push(url);
    if (url === API_PATHS.status) return statusResponse();
    if (url === API_PATHS.initData)
      return json(getInitData({ today: '2026-03-02', temporaryAreas: [] }));
    return json({ status: 404, errorCodes: 'NOT_FOUND' }, 404);
  };
  const createRouter = vi.fn((routes: RouteObject[]) =>
    createMemoryRouter(routes, { initialEntries: [path] }),
  );
  const app = createPortalApp(TEST_CONFIG, {
    fetch,
    createWorker: fakeWorkerFactory('ready'),
    createRouter,
  });
  return { app, createRouter, requests };
}

describe('the start-up checks and the router', () => {
  it('makes the router as the checks pass, which starts loading the page before any render', async () => {
    const { app, createRouter, requests } = appAt(ROUTE_PATHS.checkPermitEligibility, () =>
      json(ANONYMOUS_SESSION),
    );
    expect(createRouter).not.toHaveBeenCalled();

    await expect(app.startup()).resolves.toEqual({ ready: true });

    expect(createRouter).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(requests).toContain(API_PATHS.initData));
    expect(app.router()).toBe(createRouter.mock.results[0]?.value);
  });

  it('makes no router when a check fails, so the error page shows instead of a route', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { app, createRouter, requests } = appAt(ROUTE_PATHS.checkPermitEligibility, () =>
      json({ status: 500, errorCodes: 'INTERNAL_SERVER_ERROR' }, 500),
    );

    await expect(app.startup()).resolves.toEqual({ ready: false, reference: undefined });

    expect(createRouter).not.toHaveBeenCalled();
    expect(requests).not.toContain(API_PATHS.initData);
  });
});
