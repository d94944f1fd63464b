import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { OFFICER_PAGE_PATHS } from '@aviation-permits/domain/officer';
import { PERMIT_VERIFY_PAGE_PATTERN } from '@aviation-permits/domain/permit';
import { PORTAL_CONSTANTS } from '@aviation-permits/domain/constants';
import { ROUTES, ROUTE_PATHS } from '@aviation-permits/domain/navigation';
import type { RoutePath } from '@aviation-permits/domain/navigation';
import { importWithTimeout } from './import-with-timeout';
import { initDataLoader } from './loaders/init-data-loader';
import {
  indexRedirectLoader,
  requireStatusLoader,
  requireValidSessionLoader,
  userStatusLoader,
} from './loaders/session-loaders';
import type { LoaderDependencies } from './loaders/session-loaders';
import { PageErrorPage, RouteErrorPage } from './route-error-page';
// A type only: the module itself loads lazily, below.
import type * as OfficerConsoleRoute from './routes/officer-console-route';
import { AppShell } from './shell/app-shell';

type RouteModule = { Component: ComponentType };
type PagePath = Exclude<RoutePath, typeof ROUTE_PATHS.index>;

// One chunk per page, each import raced against the chunk time-out (ROUTE-22, CONST-11).
const PAGE_MODULES: Record<PagePath, () => Promise<RouteModule>> = {
  [ROUTE_PATHS.login]: () => import('./routes/login-route'),
  [ROUTE_PATHS.newUser]: () => import('./routes/new-user-route'),
  [ROUTE_PATHS.dashboard]: () => import('./routes/dashboard-route'),
  [ROUTE_PATHS.profile]: () => import('./routes/profile-route'),
  [ROUTE_PATHS.home]: () => import('./routes/home-route'),
  [ROUTE_PATHS.applyPermit]: () => import('./routes/apply-permit-route'),
  [ROUTE_PATHS.applicationDetails]: () => import('./routes/application-details-route'),
  [ROUTE_PATHS.applicationDetailsEdit]: () => import('./routes/application-details-edit-route'),
  [ROUTE_PATHS.checkPermitEligibility]: () => import('./routes/enquiry-route'),
  [ROUTE_PATHS.userStatus]: () => import('./routes/user-status-route'),
  [ROUTE_PATHS.errorPage]: () => import('./routes/error-page-route'),
};

/**
 * Starts downloading the chunk of the page at `pathname`, if one has exactly that path (PERF-11):
 * the start-up checks take a few round trips before the router exists, and the page's chunk need
 * not wait for them. The router's own import then finds it loaded, or reports its failure.
 */
export function preloadPage(pathname: string): void {
  const load = (PAGE_MODULES as Partial<Record<string, () => Promise<RouteModule>>>)[pathname];
  load?.().catch(() => undefined);
}

function lazyPage(load: () => Promise<RouteModule>) {
  return async () => {
    const { Component } = await importWithTimeout(load, PORTAL_CONSTANTS.chunkLoadTimeoutMs);
    return { Component };
  };
}

/**
 * Until the opened page has its chunk and data, the app draws nothing, so index.html's static
 * shell stays on screen (PERF-11). A fallback that draws nothing, rather than no fallback, keeps
 * the router from drawing the site's shell around an empty page meanwhile.
 */
function StaticShellStays() {
  return null;
}

/** Runs loaders in order; the first non-null answer (a redirect, or the page's data) ends the run. */
function inSequence(loaders: LoaderFunction[]): LoaderFunction | undefined {
  if (loaders.length === 0) return undefined;
  return async (args) => {
    for (const loader of loaders) {
      const answer: unknown = await loader(args);
      if (answer !== null) return answer;
    }
    return null;
  };
}

function pageRoute(path: PagePath, dependencies: LoaderDependencies): RouteObject {
  const definition = ROUTES.find((route) => route.path === path);
  const loaders: LoaderFunction[] = [];
  if (definition?.guarded) loaders.push(requireValidSessionLoader(dependencies));
  if (definition?.requiredStatus) {
    loaders.push(requireStatusLoader(dependencies, definition.requiredStatus));
  }
  if (path === ROUTE_PATHS.userStatus) loaders.push(userStatusLoader(dependencies));
  if (definition?.usesInitData) loaders.push(initDataLoader(dependencies));
  const loader = inSequence(loaders);
  return { path, lazy: lazyPage(PAGE_MODULES[path]), ...(loader ? { loader } : {}) };
}

type OfficerConsoleModule = typeof OfficerConsoleRoute;
/** What a lazy route may add: its page, loader and handle. */
type LazyPageParts = Pick<RouteObject, 'Component' | 'loader' | 'handle'>;

/**
 * The officer console (OFF-16): /officer/* in one lazily loaded module, outside the applicants'
 * shell, each page's loader its guard (an officer session, read from the server each time).
 */
function officerConsoleRoutes({ api }: LoaderDependencies): RouteObject[] {
  const fromConsole = (pick: (module: OfficerConsoleModule) => LazyPageParts) => async () =>
    pick(
      await importWithTimeout(
        () => import('./routes/officer-console-route'),
        PORTAL_CONSTANTS.chunkLoadTimeoutMs,
      ),
    );
  return [
    {
      path: OFFICER_PAGE_PATHS.login,
      lazy: fromConsole((module) => ({
        Component: module.OfficerSignInRoute,
        loader: module.officerSignInLoader(api),
      })),
    },
    {
      path: OFFICER_PAGE_PATHS.home,
      lazy: fromConsole((module) => ({
        Component: module.OfficerConsoleLayout,
        loader: module.officerConsoleLoader(api),
      })),
      children: [
        {
          index: true,
          lazy: fromConsole((module) => ({
            Component: module.ApplicationQueuePage,
            handle: module.HOME_HANDLE,
          })),
        },
        {
          path: OFFICER_PAGE_PATHS.application,
          lazy: fromConsole((module) => ({
            Component: module.ApplicationReviewPage,
            handle: module.APPLICATION_REVIEW_HANDLE,
          })),
        },
        {
          path: OFFICER_PAGE_PATHS.accounts,
          lazy: fromConsole((module) => ({
            Component: module.OfficerAccountsPage,
            handle: module.ACCOUNTS_HANDLE,
          })),
        },
        {
          path: OFFICER_PAGE_PATHS.account,
          lazy: fromConsole((module) => ({
            Component: module.AccountReviewPage,
            handle: module.ACCOUNT_REVIEW_HANDLE,
          })),
        },
        {
          path: OFFICER_PAGE_PATHS.restrictedAreas,
          lazy: fromConsole((module) => ({
            Component: module.RestrictedAreasPage,
            handle: module.RESTRICTED_AREAS_HANDLE,
          })),
        },
        {
          path: OFFICER_PAGE_PATHS.publicHolidays,
          lazy: fromConsole((module) => ({
            Component: module.PublicHolidaysPage,
            handle: module.PUBLIC_HOLIDAYS_HANDLE,
          })),
        },
        {
          path: OFFICER_PAGE_PATHS.audit,
          lazy: fromConsole((module) => ({
            Component: module.OfficerAuditPage,
            handle: module.AUDIT_HANDLE,
            loader: module.supervisorPageLoader(api),
          })),
        },
        {
          path: OFFICER_PAGE_PATHS.jobs,
          lazy: fromConsole((module) => ({
            Component: module.JobsPage,
            handle: module.JOBS_HANDLE,
            loader: module.supervisorPageLoader(api),
          })),
        },
      ],
    },
  ];
}

/** Every route (ROUTE-6 to ROUTE-18) under the common shell (ROUTE-2), and the officer console. */
export function appRoutes(dependencies: LoaderDependencies): RouteObject[] {
  const pagePaths = Object.keys(PAGE_MODULES) as PagePath[];
  return [
    {
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <StaticShellStays />,
      children: officerConsoleRoutes(dependencies),
    },
    {
      element: <AppShell />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <StaticShellStays />,
      children: [
        {
          // Errors of a page show the portal's message inside the shell, so the header and footer
          // stay (ROUTE-45).
          errorElement: <PageErrorPage />,
          children: [
            // Renders nothing: its loader always redirects.
            { index: true, loader: indexRedirectLoader(dependencies), element: null },
            ...pagePaths.map((path) => pageRoute(path, dependencies)),
            // PRM-12: the permit's public verification page, its reference in the path.
            {
              path: PERMIT_VERIFY_PAGE_PATTERN,
              lazy: lazyPage(() => import('./routes/verify-route')),
            },
            { path: '*', lazy: lazyPage(PAGE_MODULES[ROUTE_PATHS.errorPage]) },
          ],
        },
      ],
    },
  ];
}
