import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { ERROR_MESSAGES } from '@aviation-permits/domain/messages';
import { FIREWALL_SIGNATURE } from '@aviation-permits/domain/http';
import type { UserSession } from '@aviation-permits/domain/session';
import { renderPortal, TEST_CONFIG } from '../../tests/render-portal';

function mainNavigationLabels(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('portal shell', () => {
  it('sends an anonymous visitor from / to the Apply page with the four cards', async () => {
    await renderPortal({ path: '/' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Apply for a Permit or Clearance' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Clearance for Aerial Photography/Videography',
      'Clearance for Erection of Cranes and Tall Construction Machinery',
      'Clearance for Ship Crossing',
      'Permit for Aerial Activities',
    ]);
    expect(screen.getByText('Permit for Cranes and Tall Construction Machinery')).toBeVisible();
    const applyLinks = screen.getAllByRole('link', { name: 'Apply' }).slice(1);
    expect(applyLinks.map((link) => link.getAttribute('href'))).toEqual([
      '/apply/permit?category=1',
      '/apply/permit?category=2',
      '/apply/permit?category=3',
      '/apply/permit?category=4',
    ]);
    await waitFor(() => expect(document.title).toBe(TEST_CONFIG.authorityName));
  });

  it('shows the masthead, scam banner, footer and a skip link to the main content', async () => {
    await renderPortal({ path: '/home' });

    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('A Singapore Government Agency Website')).toBeVisible();
    expect(screen.getByRole('link', { name: '1799' })).toHaveAttribute('href', 'tel:1799');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(/Last updated 27 October 2025/)).toBeVisible();
    for (const label of ['FAQ', 'Report Vulnerability', 'Privacy Statement', 'Terms of Use']) {
      const link = within(footer).getByRole('link', { name: new RegExp(`^${label}`) });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(within(footer).getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      `mailto:${TEST_CONFIG.supportEmail}`,
    );
  });

  const navigationCases: [string, Partial<UserSession>, string[], string][] = [
    ['anonymous', {}, ['Apply', 'Enquiry Tool', 'Login / Signup'], 'login button'],
    [
      'ACTIVE e-mail user',
      { userSessionValid: true, status: 'ACTIVE', fullName: 'Tan Ah Kow' },
      ['Apply', 'Dashboard', 'Enquiry Tool'],
      'Tan Ah Kow',
    ],
    [
      'SUBMITTED e-mail user',
      { userSessionValid: true, status: 'SUBMITTED', fullName: 'Lim Mei Ling' },
      ['Apply', 'User Status', 'Enquiry Tool'],
      'Lim Mei Ling',
    ],
    [
      'PENDING_REGISTRATION e-mail user',
      { userSessionValid: true, status: 'PENDING_REGISTRATION', email: 'new@user.example' },
      ['Apply', 'User Registration', 'Enquiry Tool'],
      'new@user.example',
    ],
  ];

  it.each(navigationCases)('builds the navigation for an %s', async (_, session, links, menu) => {
    await renderPortal({ path: '/home', session });

    await screen.findByRole('heading', { level: 1 });
    expect(mainNavigationLabels()).toEqual(links);
    if (menu !== 'login button') {
      expect(screen.getByRole('button', { name: menu })).toBeVisible();
      expect(screen.queryByRole('link', { name: 'Login / Signup' })).not.toBeInTheDocument();
    } else {
      expect(screen.getByRole('link', { name: 'Login / Signup' })).toHaveAttribute(
        'href',
        '/login',
      );
    }
  });

  it('sends a visitor without a valid session from a guarded route to /login', async () => {
    await renderPortal({ path: '/dashboard' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in with Singpass' })).toHaveAttribute(
      'href',
      '/mta-login-service/v1/authorize',
    );
    expect(screen.getByRole('link', { name: 'Log in with Corppass' })).toHaveAttribute(
      'href',
      '/auth-service/v1/corppass/auth-redirect',
    );
    expect(screen.getByRole('button', { name: 'Get OTP' })).toBeEnabled();
  });

  it('lets a user with a valid session into a guarded route', async () => {
    await renderPortal({
      path: '/dashboard',
      session: { userSessionValid: true, status: 'ACTIVE' },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  it('shows the account status text on /userStatus, and sends the anonymous to /login', async () => {
    await renderPortal({
      path: '/userStatus',
      session: { userSessionValid: true, status: 'REJECTED' },
    });
    expect(await screen.findByText('Registration not approved')).toBeVisible();
  });

  it('sends an anonymous visitor from /userStatus to /login', async () => {
    await renderPortal({ path: '/userStatus' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  });

  it.each(['/ErrorPage', '/no/such/page'])('shows the error page at %s', async (path) => {
    await renderPortal({ path });

    expect(
      await screen.findByRole('heading', { level: 1, name: "Oops! We can't find the page." }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: /enquiries and feedback form/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await waitFor(() =>
      expect(document.title).toBe(`Page Not Found | ${TEST_CONFIG.authorityName}`),
    );
  });

  it('shows the Enquiry Tool with the categories of the shared initial data', async () => {
    const { requests } = await renderPortal({ path: '/checkPermitEligibility' });

    // The page is a lazily loaded chunk (with the rules engine): a real wait on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Enquiry Tool' }, { timeout: 20_000 }),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Aerial Activities' })).toBeVisible();
    expect(requests).toContain('/permits-service/v1/application/common/init-data');
    await waitFor(() =>
      expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
        'content',
        'Check whether you need a permit or clearance for your planned activity.',
      ),
    );
  }, 30_000);
});

describe('start-up failures (ROUTE-42)', () => {
  const firewallPage = () =>
    new Response(`<html><body>${FIREWALL_SIGNATURE}. ID 7</body></html>`, { status: 403 });

  it('shows the error page when the status call fails, with the handler toast', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderPortal({
      path: '/home',
      statusResponse: () =>
        new Response(JSON.stringify({ status: 500, errorCodes: 'INTERNAL_SERVER_ERROR' }), {
          status: 500,
        }),
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: "Oops! We can't find the page." }),
    ).toBeVisible();
    expect(await screen.findByText(new RegExp(TEST_CONFIG.supportEmail))).toBeVisible();
    expect(consoleError).toHaveBeenCalledWith('Start-up check failed:', expect.anything());
  });

  it('shows the error page when the human-check worker is not ready within 5 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await renderPortal({ path: '/home', worker: 'silent' });
      await act(() => vi.advanceTimersByTimeAsync(4_999));
      // Still starting: the app draws no page, and index.html's spinner stays (PERF-11).
      expect(screen.queryByRole('heading')).toBeNull();
      expect(screen.queryByRole('main')).toBeNull();

      await act(() => vi.advanceTimersByTimeAsync(1));
      // React may hold the reveal a moment after a fallback (its own timer): real time from here.
      vi.useRealTimers();

      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
        "Oops! We can't find the page.",
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the firewall banner, without a toast, when a firewall blocks the first call', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderPortal({ path: '/home', statusResponse: firewallPage });

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent("Oops! We can't");
    expect(screen.getByRole('alert')).toHaveTextContent(`${FIREWALL_SIGNATURE}...`);
    expect(screen.queryByText(/Oops! Something went wrong/)).not.toBeInTheDocument();
  });

  it('shows the firewall banner in the shell when a later call is blocked', async () => {
    await renderPortal({ path: '/checkPermitEligibility', initDataResponse: firewallPage });

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(`${FIREWALL_SIGNATURE}...`);
    // ERR-14: the robot-blocked message says which characters such a firewall refuses.
    expect(banner).toHaveTextContent(ERROR_MESSAGES.robotBlocked);
    expect(banner).toHaveTextContent(`& ' " /`);
    // ROUTE-45: the page whose data the firewall blocked shows the portal's message in the shell.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      ERROR_MESSAGES.somethingWentWrong,
    );
  });
});
