import { describe, expect, it } from 'vitest';
import { ENQUIRY_TOOL_INTRO, pageIntroOf, routerPathKey } from './page-intros.js';
import { ROUTE_PATHS } from './route-paths.js';

describe('page intros (PERF-11)', () => {
  it.each([
    ROUTE_PATHS.checkPermitEligibility,
    '/checkpermiteligibility',
    '/CheckPermitEligibility/',
  ])('finds the Enquiry Tool intro at %s, as the router matches the page', (pathname) => {
    expect(pageIntroOf(pathname)).toBe(ENQUIRY_TOOL_INTRO);
  });

  it.each(['/', '/home', '/checkPermitEligibility/more', ''])('has none for %j', (pathname) => {
    expect(pageIntroOf(pathname)).toBeUndefined();
  });

  it('keys a page address in any case, with or without final slashes', () => {
    expect(routerPathKey('/Home//')).toBe('/home');
    expect(routerPathKey('/')).toBe('/');
    expect(routerPathKey('')).toBe('/');
  });
});
