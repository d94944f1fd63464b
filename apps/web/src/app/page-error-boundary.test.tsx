import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { ERROR_MESSAGES, ROUTER_ERROR_TITLE } from '@aviation-permits/domain/messages';
import { renderPortal } from '../../tests/render-portal';

// ROUTE-45: a page whose chunk fails to load, or that throws while drawing, shows the portal's own
// message inside the shell, never the router's "Unexpected Application Error!"; the shell's
// navigation stays, so the visitor can go elsewhere.

vi.mock('./routes/home-route', () => {
  throw new Error('Failed to fetch dynamically imported module: /assets/home-route.js');
});
vi.mock('./routes/enquiry-route', () => ({
  Component: () => {
    throw new Error('The enquiry page broke while drawing');
  },
}));

describe('a page that fails (ROUTE-45)', () => {
  it.each([
    ['whose chunk fails to load', '/home'],
    ['that throws while drawing', '/checkPermitEligibility'],
  ])('%s shows the portal message in the shell', async (_case, path) => {
    await renderPortal({ path });

    expect(
      await screen.findByRole('heading', { name: ERROR_MESSAGES.somethingWentWrong }),
    ).toBeInTheDocument();
    expect(screen.queryByText(ROUTER_ERROR_TITLE)).not.toBeInTheDocument();
    expect(screen.queryByText(/dynamically imported|broke while drawing/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
  });
});
