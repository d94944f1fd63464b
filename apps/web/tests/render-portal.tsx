import { act, render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { ANONYMOUS_SESSION } from '@aviation-permits/domain/session';
import { API_PATHS } from '@aviation-permits/domain/http';
import { getInitData } from '@aviation-permits/domain/init-data';
import { singaporeCalendarDate } from '@aviation-permits/domain/validation';
import { zoneData } from '@aviation-permits/domain/geo';
import type { PortalConfig } from '@aviation-permits/domain/portal-config';
import type { UserSession } from '@aviation-permits/domain/session';
import { App } from '@/app/app';
import { createPortalApp } from '@/app/portal-app';
import { fakeWorkerFactory } from './fake-worker';

export const TEST_CONFIG: PortalConfig = {
  authorityName: 'Test Aviation Authority',
  productName: 'TestPermits',
  supportEmail: 'support@aviation.example',
  idleTimeoutMs: 600_000,
  accessContent: 'access-token',
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export interface RenderPortalOptions {
  path?: string;
  session?: Partial<UserSession>;
  /** Answer of the status call instead of the session (to make it fail). */
  statusResponse?: () => Response;
  /** Answer of the init-data call instead of the domain's init data. */
  initDataResponse?: () => Response;
  worker?: 'ready' | 'silent';
  config?: Partial<PortalConfig>;
  /** The server has already ended the session (the status call still shows the cached one). */
  sessionEndedOnServer?: boolean;
  /**
   * Answers of the other calls a test needs (a permits service); undefined answers 404. A promise
   * holds the answer back until the test lets it go.
   */
  answer?: (
    url: string,
    init: RequestInit | undefined,
  ) => Response | undefined | Promise<Response | undefined>;
}

/**
 * The whole app as a visitor's browser runs it, against a fake server, at `path`. Rendered in an
 * awaited act(), because the start-up gate suspends and React only retries it inside one.
 */
export async function renderPortal(options: RenderPortalOptions = {}) {
  // Like the real server, a logout ends the session: later status calls answer anonymous.
  let session: UserSession = { ...ANONYMOUS_SESSION, ...options.session };
  const requests: string[] = [];
  // The fake server's day in Singapore, with no temporary restricted area (a test serves its own).
  const today = singaporeCalendarDate(new Date());
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    requests.push(url);
    if (url === API_PATHS.status) return options.statusResponse?.() ?? json(session);
    if (url === API_PATHS.initData) {
      return options.initDataResponse?.() ?? json(getInitData({ today, temporaryAreas: [] }));
    }
    if (url === API_PATHS.mapZoneData) return json(zoneData({ today, temporaryAreas: [] }));
    if (url === API_PATHS.sessionKeepAlive) {
      return session.userSessionValid && !options.sessionEndedOnServer
        ? new Response(null, { status: 204 })
        : json({ status: 401, errorCodes: '401 UNAUTHORIZED' }, 401);
    }
    if (url === API_PATHS.logout) {
      session = ANONYMOUS_SESSION;
      return new Response(null, { status: 204 });
    }
    return (
      (await options.answer?.(url, init)) ?? json({ status: 404, errorCodes: 'NOT_FOUND' }, 404)
    );
  };
  const app = createPortalApp(
    { ...TEST_CONFIG, ...options.config },
    {
      fetch,
      createWorker: fakeWorkerFactory(options.worker ?? 'ready'),
      createRouter: (routes) =>
        createMemoryRouter(routes, { initialEntries: [options.path ?? '/'] }),
    },
  );
  let rendered: RenderResult | undefined;
  await act(async () => {
    rendered = render(<App app={app} />);
  });
  return { ...(rendered as RenderResult), app, requests };
}
