import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { problemsOf } from '../test-support/config-problems.js';
import { PRODUCTION_ENVIRONMENT } from '../test-support/production-environment.js';

// OFF-5: an officer session idles out after 15 minutes and ends 8 hours after sign-in unless the
// operator sets other values; a bad value is refused, naming the variable.

describe('officer session configuration', () => {
  it('defaults to 15 minutes idle and 8 hours in all', () => {
    expect(loadConfig({}, '/srv/portal').officerSession).toEqual({
      idleTtlMs: 15 * 60_000,
      absoluteTtlMs: 8 * 60 * 60_000,
    });
  });

  it('takes OFFICER_SESSION_IDLE_TTL_MS and OFFICER_SESSION_ABSOLUTE_TTL_MS', () => {
    const environment = {
      OFFICER_SESSION_IDLE_TTL_MS: '600000',
      OFFICER_SESSION_ABSOLUTE_TTL_MS: '14400000',
    };
    expect(loadConfig(environment, '/srv/portal').officerSession).toEqual({
      idleTtlMs: 600_000,
      absoluteTtlMs: 14_400_000,
    });
  });

  it.each(['OFFICER_SESSION_IDLE_TTL_MS', 'OFFICER_SESSION_ABSOLUTE_TTL_MS'])(
    'refuses a %s that is not a positive number of milliseconds, naming it',
    (variable) => {
      expect(problemsOf({ [variable]: '0' })).toEqual([expect.stringMatching(`^${variable}: `)]);
      expect(problemsOf({ [variable]: 'soon' })).toEqual([expect.stringMatching(`^${variable}: `)]);
    },
  );
});

// OFF-59: officers sign in by e-mail code and authenticator unless OFFICER_SIGN_IN=oidc names the
// authority's provider; the provider's variables are checked whole at start.

describe("officers' sign-in configuration", () => {
  it('defaults to the e-mail code and authenticator, and tells the web app', () => {
    const config = loadConfig({}, '/srv/portal');
    expect(config.officerSignIn.method).toBe('email-totp');
    expect(config.portal.officerSignIn).toBe('email-totp');
  });

  it('takes the provider with OFFICER_SIGN_IN=oidc', () => {
    const config = loadConfig(
      {
        OFFICER_SIGN_IN: 'oidc',
        OFFICER_OIDC_ISSUER: 'https://login.caa.example/officers',
        OFFICER_OIDC_CLIENT_ID: 'permits-portal',
        OFFICER_OIDC_CLIENT_SECRET: 'a-secret',
        OFFICER_OIDC_EMAIL_CLAIM: 'preferred_username',
      },
      '/srv/portal',
    );
    expect(config.officerSignIn).toEqual({
      method: 'oidc',
      oidc: {
        issuer: 'https://login.caa.example/officers',
        clientId: 'permits-portal',
        clientSecret: 'a-secret',
        emailClaim: 'preferred_username',
      },
    });
    expect(config.portal.officerSignIn).toBe('oidc');
  });

  it('refuses another way of signing in, naming the variable', () => {
    expect(problemsOf({ OFFICER_SIGN_IN: 'password' })).toEqual([
      expect.stringMatching(/^OFFICER_SIGN_IN: /),
    ]);
  });

  it("refuses a provider's variable without OFFICER_SIGN_IN=oidc", () => {
    expect(problemsOf({ OFFICER_OIDC_ISSUER: 'https://login.caa.example' })).toEqual([
      'OFFICER_OIDC_ISSUER is set but OFFICER_SIGN_IN is not oidc',
    ]);
  });

  it('starts without an issuer outside production (the embedded provider)', () => {
    expect(problemsOf({ OFFICER_SIGN_IN: 'oidc' })).toEqual([]);
  });

  it('refuses oidc in production without the issuer and client id, or with an http issuer', () => {
    const production = { ...PRODUCTION_ENVIRONMENT, OFFICER_SIGN_IN: 'oidc' };
    expect(problemsOf(production)).toEqual([
      'OFFICER_OIDC_ISSUER is required in production when OFFICER_SIGN_IN=oidc',
      'OFFICER_OIDC_CLIENT_ID is required in production when OFFICER_SIGN_IN=oidc',
    ]);
    expect(
      problemsOf({
        ...production,
        OFFICER_OIDC_ISSUER: 'http://login.caa.example',
        OFFICER_OIDC_CLIENT_ID: 'permits-portal',
      }),
    ).toEqual(['OFFICER_OIDC_ISSUER must be https in production']);
    expect(
      problemsOf({
        ...production,
        OFFICER_OIDC_ISSUER: 'https://login.caa.example',
        OFFICER_OIDC_CLIENT_ID: 'permits-portal',
      }),
    ).toEqual([]);
  });
});
