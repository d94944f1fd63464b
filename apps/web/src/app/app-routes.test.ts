import { describe, expect, it, vi } from 'vitest';
import { ROUTE_PATHS } from '@aviation-permits/domain/navigation';
import { preloadPage } from './app-routes';

// PERF-11: the page at the address the visitor opened starts downloading with the app, beside the
// start-up checks. Its module is replaced here so that its import can be seen.

const imported = vi.hoisted(() => ({ pages: [] as string[] }));
vi.mock('./routes/enquiry-route', () => {
  imported.pages.push('enquiry');
  return { Component: () => null };
});
vi.mock('./routes/login-route', () => {
  imported.pages.push('login');
  return { Component: () => null };
});

describe('preloadPage (PERF-11)', () => {
  it("starts loading the chunk of the opened page, and no other page's", async () => {
    preloadPage(ROUTE_PATHS.checkPermitEligibility);
    preloadPage('/no-such-page');

    await vi.waitFor(() => expect(imported.pages).toEqual(['enquiry']));
  });
});
