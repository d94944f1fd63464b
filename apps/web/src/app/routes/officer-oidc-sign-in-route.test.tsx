import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import {
  OFFICER_API_PATHS,
  OFFICER_OIDC_ERROR_MESSAGES,
  OFFICER_OIDC_PATHS,
} from '@aviation-permits/domain/officer';
import { renderPortal } from '../../../tests/render-portal';

// OFF-59: /officer/login offers the way of signing in the server's configuration names: the
// authority's provider (one button, nothing to type) or the e-mail code and authenticator.

const NO_OFFICER_SESSION = () =>
  new Response(JSON.stringify({ status: 401, errorCodes: '401 UNAUTHORIZED' }), {
    status: 401,
    headers: { 'content-type': 'application/json' },
  });

function openSignIn(path: string, officerSignIn?: 'oidc' | 'email-totp') {
  return renderPortal({
    path,
    config: officerSignIn === undefined ? {} : { officerSignIn },
    answer: (url) => (url === OFFICER_API_PATHS.session ? NO_OFFICER_SESSION() : undefined),
  });
}

describe("the officers' sign-in page", () => {
  it("with OFFICER_SIGN_IN=oidc, sends the officer to the authority's provider", async () => {
    await openSignIn('/officer/login', 'oidc');

    expect(await screen.findByRole('heading', { name: 'Officer sign-in' })).toBeVisible();
    const button = screen.getByRole('link', {
      name: 'Sign in with Test Aviation Authority account',
    });
    expect(button).toHaveAttribute('href', OFFICER_OIDC_PATHS.authorize);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why the portal refused the sign-in the provider sent back', async () => {
    await openSignIn('/officer/login?error=officer-disabled', 'oidc');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      OFFICER_OIDC_ERROR_MESSAGES['officer-disabled'],
    );
    expect(
      screen.getByRole('link', { name: 'Sign in with Test Aviation Authority account' }),
    ).toBeVisible();
  });

  it('without it, asks for the e-mail address and offers no provider', async () => {
    await openSignIn('/officer/login');

    expect(await screen.findByRole('heading', { name: 'Officer sign-in' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Email Address/ })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Sign in with .* account/ })).toBeNull();
  });
});
