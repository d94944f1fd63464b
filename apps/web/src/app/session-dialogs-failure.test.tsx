import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { ERROR_MESSAGES } from '@aviation-permits/domain/messages';
import { renderPortal } from '../../tests/render-portal';

// ROUTE-46: the session's dialogs load in their own chunk; when it does not arrive, the shell says
// so in the portal's words and the page itself keeps working.

vi.mock('@/features/session/components/session-timeout-modal', () => {
  throw new Error('Failed to fetch dynamically imported module: /assets/session-timeout-modal.js');
});

describe("the session dialogs' chunk failing (ROUTE-46)", () => {
  it("leaves the page drawn and shows the portal's message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderPortal({
      path: '/home',
      session: { userSessionValid: true, status: 'ACTIVE', fullName: 'Tan Ah Kow' },
    });

    expect(
      await screen.findByRole('heading', { name: 'Apply for a Permit or Clearance' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.somethingWentWrong);
  });
});
