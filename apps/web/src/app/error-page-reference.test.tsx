import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { API_PATHS } from '@aviation-permits/domain/http';
import { ERROR_MESSAGES, ERROR_PAGE_TEXTS } from '@aviation-permits/domain/messages';
import { renderPortal } from '../../tests/render-portal';

// OPS-67: every page that reports a failed call shows the request id of that call's answer, the
// id its log lines carry (X-Request-Id), so support can find them; a failure without one (no
// answer, or an answer from something in front of the portal) shows no reference line.

const REQUEST_ID = '4f1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e';
const ACTIVE = { userSessionValid: true, status: 'ACTIVE' as const, fullName: 'Tan Ah Kow' };

function failed(status: number, requestId?: string): Response {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (requestId) headers.set('x-request-id', requestId);
  const errorCodes = status === 404 ? 'NOT_FOUND' : 'INTERNAL_SERVER_ERROR';
  return new Response(JSON.stringify({ status, errorCodes }), { status, headers });
}

describe('the reference for support on error pages (OPS-67)', () => {
  it('the start-up error page shows the request id of the status call that failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderPortal({ path: '/home', statusResponse: () => failed(500, REQUEST_ID) });

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      ERROR_PAGE_TEXTS.heading,
    );
    expect(screen.getByText(`Reference for support: ${REQUEST_ID}`)).toBeVisible();
  });

  it('the start-up error page shows no reference when the answer carried no id', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A gateway in front of the portal answers with its own page and no X-Request-Id.
    await renderPortal({
      path: '/home',
      statusResponse: () => new Response('<html>Bad Gateway</html>', { status: 502 }),
    });

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      ERROR_PAGE_TEXTS.heading,
    );
    expect(screen.queryByText(/Reference for support/)).not.toBeInTheDocument();
  });

  it("a page whose data call failed shows that call's request id in the shell", async () => {
    await renderPortal({
      path: '/checkPermitEligibility',
      initDataResponse: () => failed(500, REQUEST_ID),
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: ERROR_MESSAGES.somethingWentWrong }),
    ).toBeVisible();
    expect(screen.getByText(`Reference for support: ${REQUEST_ID}`)).toBeVisible();
  });

  it('the not-found page of an application shows the request id of the 404', async () => {
    await renderPortal({
      path: '/application/details?id=0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
      session: ACTIVE,
      answer: (url) =>
        url.startsWith(API_PATHS.applicationRetrieve) ? failed(404, REQUEST_ID) : undefined,
    });

    expect(await screen.findByText(ERROR_MESSAGES.recordNotFound)).toBeVisible();
    expect(screen.getByText(`Reference for support: ${REQUEST_ID}`)).toBeVisible();
  });

  it('the not-found page of an address that is no application id shows no reference', async () => {
    await renderPortal({ path: '/application/details?id=not-an-id', session: ACTIVE });

    expect(await screen.findByText(ERROR_MESSAGES.recordNotFound)).toBeVisible();
    expect(screen.queryByText(/Reference for support/)).not.toBeInTheDocument();
  });
});
