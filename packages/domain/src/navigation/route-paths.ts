// The routes (ROUTE-6 to ROUTE-18), spelt once for the router, the navigation rules and the links.

export const ROUTE_PATHS = {
  index: '/',
  login: '/login',
  newUser: '/newUser',
  dashboard: '/dashboard',
  profile: '/profile',
  home: '/home',
  applyPermit: '/apply/permit',
  applicationDetails: '/application/details',
  applicationDetailsEdit: '/application/details/edit',
  checkPermitEligibility: '/checkPermitEligibility',
  userStatus: '/userStatus',
  errorPage: '/ErrorPage',
} as const;

export type RoutePath = (typeof ROUTE_PATHS)[keyof typeof ROUTE_PATHS];
