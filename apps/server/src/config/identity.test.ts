import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { problemsOf } from '../test-support/config-problems.js';
import {
  PRODUCTION_MAP_ENVIRONMENT,
  PRODUCTION_PAYMENT_ENVIRONMENT,
} from '../test-support/production-environment.js';

// The identity part of the configuration: development defaults that make `npm start` sign in
// through MockPass, and a production that names every identity variable it lacks.

const PRODUCTION_BASICS = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://db/permits',
  APP_SECRET: 'a-production-secret-of-at-least-32-characters',
  SMTP_URL: 'smtp://smtp.example.gov.sg:587',
  ...PRODUCTION_PAYMENT_ENVIRONMENT,
  ...PRODUCTION_MAP_ENVIRONMENT,
};

describe('identity configuration', () => {
  it('defaults to no issuer (MockPass), the local origin and keys under DATA_DIR', () => {
    expect(loadConfig({ PORT: '4000' }, '/srv/portal').identity).toEqual({
      publicBaseUrl: 'http://localhost:4000',
      singpass: { issuer: undefined, clientId: 'aviation-permits-local', fapi2: false },
      corppass: { issuer: undefined, clientId: 'aviation-permits-local', fapi2: false },
      myinfo: { baseUrl: undefined, clientId: 'aviation-permits-local' },
      signingKey: undefined,
      encryptionKey: undefined,
      keysDirectory: '/srv/portal/data/keys',
      mockpassPort: 5156,
    });
  });

  it('switches FAPI 2.0 on per provider', () => {
    const { identity } = loadConfig({ SINGPASS_FAPI2: 'true' }, '/srv/portal');

    expect([identity.singpass.fapi2, identity.corppass.fapi2]).toEqual([true, false]);
  });

  it('drops a trailing slash of PUBLIC_BASE_URL (redirect URIs are appended to it)', () => {
    const config = loadConfig({ PUBLIC_BASE_URL: 'https://permits.example/' }, '/srv/portal');

    expect(config.identity.publicBaseUrl).toBe('https://permits.example');
  });

  it('refuses to start in production without the issuers, client ids and keys', () => {
    expect(problemsOf(PRODUCTION_BASICS)).toEqual([
      'PUBLIC_BASE_URL is required in production',
      'SINGPASS_ISSUER is required in production',
      'SINGPASS_CLIENT_ID is required in production',
      'CORPPASS_ISSUER is required in production',
      'CORPPASS_CLIENT_ID is required in production',
      'OIDC_SIGNING_KEY is required in production',
      'OIDC_ENCRYPTION_KEY is required in production',
    ]);
  });

  it('names a malformed issuer', () => {
    expect(problemsOf({ SINGPASS_ISSUER: 'id.singpass.gov.sg' })).toEqual([
      expect.stringMatching(/^SINGPASS_ISSUER: /),
    ]);
  });
});
