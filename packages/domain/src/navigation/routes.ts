import type { AccountStatus } from '../account/account-status.js';
import { PAGE_NOT_FOUND_TITLE } from '../messages/page-texts.js';
import { isPermitVerifyPage } from '../permit/permit-paths.js';
import { ROUTE_PATHS, type RoutePath } from './route-paths.js';

// The route table (ROUTE-6 to ROUTE-18) as data: which routes need a valid session (the guard sends
// anyone else to /login), which take the shared initial data, and each page's meta title and
// description.

export interface RouteDefinition {
  readonly path: RoutePath;
  /** Needs a valid session; without one the guard sends the visitor to /login. */
  readonly guarded: boolean;
  /** The page takes the shared initial data (the init-data call). */
  readonly usesInitData: boolean;
  /**
   * Only a user of this status may see the page (ROUTE-20); anyone else signed in goes where the
   * index redirect sends their status.
   */
  readonly requiredStatus?: AccountStatus;
  /** Shown before the authority's name in the title; absent where the title is the name alone. */
  readonly pageName?: string;
  /** Absent where the default description applies. */
  readonly description?: string;
}

/** /ErrorPage, which the router also shows for every unknown path. */
const ERROR_PAGE_ROUTE: RouteDefinition = {
  path: ROUTE_PATHS.errorPage,
  guarded: false,
  usesInitData: false,
  pageName: PAGE_NOT_FOUND_TITLE,
};

export const ROUTES: readonly RouteDefinition[] = [
  { path: ROUTE_PATHS.index, guarded: false, usesInitData: false },
  { path: ROUTE_PATHS.login, guarded: false, usesInitData: false, pageName: 'Login' },
  { path: ROUTE_PATHS.newUser, guarded: false, usesInitData: false, pageName: 'User Registration' },
  {
    path: ROUTE_PATHS.dashboard,
    guarded: true,
    usesInitData: true,
    requiredStatus: 'ACTIVE',
    pageName: 'Dashboard',
  },
  { path: ROUTE_PATHS.profile, guarded: true, usesInitData: false, pageName: 'User Profile' },
  // ROUTE-11: the /home meta title is the authority's name.
  { path: ROUTE_PATHS.home, guarded: false, usesInitData: true },
  {
    path: ROUTE_PATHS.applyPermit,
    guarded: true,
    usesInitData: false,
    pageName: 'Apply for Permit',
  },
  {
    path: ROUTE_PATHS.applicationDetails,
    guarded: true,
    usesInitData: false,
    pageName: 'Application Details',
  },
  {
    path: ROUTE_PATHS.applicationDetailsEdit,
    guarded: true,
    usesInitData: false,
    pageName: 'Edit Application',
  },
  {
    path: ROUTE_PATHS.checkPermitEligibility,
    guarded: false,
    usesInitData: true,
    pageName: 'Permit Eligibility Check',
    description: 'Check whether you need a permit or clearance for your planned activity.',
  },
  { path: ROUTE_PATHS.userStatus, guarded: false, usesInitData: false, pageName: 'Account Status' },
  ERROR_PAGE_ROUTE,
];

/**
 * PRM-12: the permit's public verification page, /verify/<reference>, whose path holds a value and
 * so is matched by its prefix rather than listed in ROUTES.
 */
const PERMIT_VERIFY_PAGE_META: Pick<RouteDefinition, 'pageName' | 'description'> = {
  pageName: 'Permit Verification',
};

/** ROUTE-3: the page's description says it is the authority's internet application. */
export function defaultMetaDescription(authorityName: string): string {
  return `The ${authorityName} internet application for aviation permits and clearances.`;
}

// React Router matches paths case-insensitively and ignores a trailing slash by default; the
// lookup does the same so the guard and the meta always agree with the page the router shows.
function normalisePath(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (trimmed || '/').toLowerCase();
}

/** The route the router shows for a path; undefined for an unknown path (the error page). */
export function findRoute(path: string): RouteDefinition | undefined {
  const wanted = normalisePath(path);
  return ROUTES.find((route) => route.path.toLowerCase() === wanted);
}

export function isGuardedRoute(path: string): boolean {
  return findRoute(path)?.guarded ?? false;
}

export interface RouteMeta {
  title: string;
  description: string;
}

/** Meta title and description for a path; unknown paths get the error page's. */
export function routeMeta(path: string, authorityName: string): RouteMeta {
  const route =
    findRoute(path) ??
    (isPermitVerifyPage(normalisePath(path)) ? PERMIT_VERIFY_PAGE_META : ERROR_PAGE_ROUTE);
  return {
    title: route.pageName ? `${route.pageName} | ${authorityName}` : authorityName,
    description: route.description ?? defaultMetaDescription(authorityName),
  };
}
