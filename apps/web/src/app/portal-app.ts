import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { PORTAL_CONSTANTS } from '@aviation-permits/domain/constants';
import type { PortalConfig } from '@aviation-permits/domain/portal-config';
import { createApiClient } from '@/lib/api-client/api-client';
import type { ApiClient } from '@/lib/api-client/api-client';
import { requestIdOf } from '@/lib/api-client/api-error';
import { handleApiError } from '@/lib/error-handler/handle-api-error';
import { createFirewallFlag } from '@/lib/firewall/firewall-flag';
import type { FirewallFlag } from '@/lib/firewall/firewall-flag';
import { createHumanCheckSolver } from '@/lib/human-check/create-human-check-solver';
import {
  createBundledHumanCheckWorker,
  startHumanCheckWorker,
} from '@/lib/human-check/start-human-check-worker';
import { notify } from '@/lib/toast/notify';
import { clearCachedStatus, statusQueryOptions } from '@/features/session/api/status-query';
import { appRoutes } from './app-routes';
import { createQueryClient } from './create-query-client';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * What the start-up checks (ROUTE-42) found: the routes may render, or the error page shows, with
 * the request id of the failed call when a call failed with an answer (OPS-67).
 */
type StartupOutcome = { ready: true } | { ready: false; reference: string | undefined };

/** Everything the running app is made of, built in one place (the composition root). */
export interface PortalApp {
  config: PortalConfig;
  api: ApiClient;
  queryClient: QueryClient;
  firewallFlag: FirewallFlag;
  /** The start-up checks (ROUTE-42), run once. */
  startup(): Promise<StartupOutcome>;
  /** The router, created once the start-up checks passed (or on first use, in tests). */
  router(): Router;
}

/** What tests replace: the network, the worker, the kind of router. */
export interface PortalAppOverrides {
  fetch?: typeof fetch;
  createWorker?: () => Worker;
  createRouter?: (routes: RouteObject[]) => Router;
}

export function createPortalApp(
  config: PortalConfig,
  overrides: PortalAppOverrides = {},
): PortalApp {
  const createWorker = overrides.createWorker ?? createBundledHumanCheckWorker;
  const startWorker = () =>
    startHumanCheckWorker(createWorker, PORTAL_CONSTANTS.humanCheckReadinessWaitMs);
  const api = createApiClient({
    initialAccessContent: config.accessContent,
    solveHumanCheck: createHumanCheckSolver(startWorker),
    ...(overrides.fetch ? { fetch: overrides.fetch } : {}),
  });
  const firewallFlag = createFirewallFlag();
  let router: Router | undefined;

  const queryClient: QueryClient = createQueryClient((error) => {
    void handleApiError(
      error,
      {
        showError: (message) => notify(message, { appearance: 'error' }),
        // Before the start-up checks pass there are no routes to move between: the error page shows.
        navigate: (to, options) => void router?.navigate(to, options),
        clearStatus: () => clearCachedStatus(queryClient),
        setFirewallBlocked: firewallFlag.setBlocked,
        wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      },
      { supportEmail: config.supportEmail },
    );
  });

  let startup: Promise<StartupOutcome> | undefined;
  const runStartupChecks = async (): Promise<StartupOutcome> => {
    const workerReady = startWorker().then((worker) => worker.terminate());
    const sessionLoaded = queryClient.fetchQuery(statusQueryOptions(api));
    const outcomes = await Promise.allSettled([workerReady, sessionLoaded]);
    const failures = outcomes.filter((outcome) => outcome.status === 'rejected');
    // Kept in the console for whoever investigates; the visitor sees the error page.
    for (const failure of failures) console.error('Start-up check failed:', failure.reason);
    if (failures.length > 0) {
      const reference = failures.map((failure) => requestIdOf(failure.reason)).find(Boolean);
      return { ready: false, reference };
    }
    // Made now, not in the gate's render (PERF-11): the page's loaders and chunk start a task
    // sooner, and React's first render of the routes stays a short task of its own.
    getRouter();
    return { ready: true };
  };
  const getRouter = (): Router =>
    (router ??= (overrides.createRouter ?? createBrowserRouter)(appRoutes({ queryClient, api })));

  return {
    config,
    api,
    queryClient,
    firewallFlag,
    startup: () => (startup ??= runStartupChecks()),
    router: getRouter,
  };
}
