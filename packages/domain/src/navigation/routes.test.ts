import { describe, expect, it } from 'vitest';
import { ROUTE_PATHS } from './route-paths.js';
import { ROUTES, isGuardedRoute, routeMeta } from './routes.js';

const AUTHORITY = 'Civil Aviation Authority';
const DEFAULT_DESCRIPTION =
  'The Civil Aviation Authority internet application for aviation permits and clearances.';

describe('ROUTES', () => {
  it('lists every route of ROUTE-6 to ROUTE-18 once', () => {
    expect(ROUTES.map((route) => route.path).sort()).toEqual(Object.values(ROUTE_PATHS).sort());
  });

  it('keeps /dashboard, and only it, for ACTIVE users (ROUTE-20)', () => {
    const restricted = ROUTES.filter((route) => route.requiredStatus !== undefined);

    expect(restricted.map(({ path, requiredStatus }) => [path, requiredStatus])).toEqual([
      [ROUTE_PATHS.dashboard, 'ACTIVE'],
    ]);
  });

  it.each([
    ['/dashboard', true],
    ['/home', true],
    ['/checkPermitEligibility', true],
    ['/login', false],
    ['/profile', false],
  ])('%s takes the shared initial data: %s', (path, expected) => {
    expect(ROUTES.find((route) => route.path === path)?.usesInitData).toBe(expected);
  });
});

describe('isGuardedRoute', () => {
  it.each([
    ['/', false],
    ['/login', false],
    ['/newUser', false],
    ['/dashboard', true],
    ['/profile', true],
    ['/home', false],
    ['/apply/permit', true],
    ['/application/details', true],
    ['/application/details/edit', true],
    ['/checkPermitEligibility', false],
    ['/userStatus', false],
    ['/ErrorPage', false],
    ['/no/such/page', false],
    // Matched as React Router matches: any case, trailing slash, query and hash ignored.
    ['/Dashboard/', true],
    ['/application/details?id=A-1#files', true],
  ])('%s → %s', (path, guarded) => {
    expect(isGuardedRoute(path)).toBe(guarded);
  });
});

describe('routeMeta', () => {
  it.each([
    ['/home', AUTHORITY, DEFAULT_DESCRIPTION],
    [
      '/checkPermitEligibility',
      'Permit Eligibility Check | Civil Aviation Authority',
      'Check whether you need a permit or clearance for your planned activity.',
    ],
    ['/dashboard', 'Dashboard | Civil Aviation Authority', DEFAULT_DESCRIPTION],
    ['/login', 'Login | Civil Aviation Authority', DEFAULT_DESCRIPTION],
    ['/ErrorPage', 'Page Not Found | Civil Aviation Authority', DEFAULT_DESCRIPTION],
    ['/unknown', 'Page Not Found | Civil Aviation Authority', DEFAULT_DESCRIPTION],
    // PRM-12: the permit's verification page, whatever its reference and code.
    [
      '/verify/AA-2030-000001?c=K7M2Q9RT4X',
      'Permit Verification | Civil Aviation Authority',
      DEFAULT_DESCRIPTION,
    ],
    ['/verify/', 'Page Not Found | Civil Aviation Authority', DEFAULT_DESCRIPTION],
  ])('%s has title "%s"', (path, title, description) => {
    expect(routeMeta(path, AUTHORITY)).toEqual({ title, description });
  });

  it('takes the authority name from the caller', () => {
    expect(routeMeta('/home', 'Another Authority').title).toBe('Another Authority');
  });
});
