import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { problemsOf } from '../test-support/config-problems.js';
import {
  PRODUCTION_ENVIRONMENT,
  PRODUCTION_IDENTITY_ENVIRONMENT,
  PRODUCTION_MAP_ENVIRONMENT,
  PRODUCTION_PAYMENT_ENVIRONMENT,
} from '../test-support/production-environment.js';

const PRODUCTION_SECRET = 'a-production-secret-of-at-least-32-characters';
const PRODUCTION_SMTP = 'smtps://mailer:secret@smtp.example.gov.sg:465';

describe('loadConfig', () => {
  it('starts with no environment at all, with the documented defaults', () => {
    const config = loadConfig({}, '/srv/portal');

    expect(config).toMatchObject({
      environment: 'development',
      port: 3000,
      host: '0.0.0.0',
      logLevel: 'info',
      databaseUrl: undefined,
      pgliteDataDir: path.resolve('/srv/portal', 'data', 'pglite'),
      filesDir: path.resolve('/srv/portal', 'data', 'files'),
      trustProxy: false,
      portal: {
        authorityName: 'Civil Aviation Authority',
        productName: 'AviationPermits',
        supportEmail: 'support@aviation-permits.example',
        idleTimeoutMs: 600_000,
      },
    });
    expect(config.webDistDir).toMatch(/apps[/\\]web[/\\]dist$/);
  });

  it('reads every variable it documents', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'debug',
        DATABASE_URL: 'postgres://portal@db.internal:5432/permits',
        DATA_DIR: 'var/portal',
        APP_SECRET: 'another-secret',
        AUTHORITY_NAME: 'Civil Aviation Authority of Singapore',
        PRODUCT_NAME: 'AviationPortal',
        SUPPORT_EMAIL: 'help@caas.example',
        IDLE_TIMEOUT_MS: '120000',
        WEB_DIST_DIR: 'build/web',
        TRUST_PROXY: 'true',
      },
      '/srv/portal',
    );

    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      logLevel: 'debug',
      databaseUrl: 'postgres://portal@db.internal:5432/permits',
      pgliteDataDir: path.resolve('/srv/portal', 'var/portal', 'pglite'),
      filesDir: path.resolve('/srv/portal', 'var/portal', 'files'),
      appSecret: 'another-secret',
      webDistDir: path.resolve('/srv/portal', 'build/web'),
      trustProxy: true,
      portal: {
        authorityName: 'Civil Aviation Authority of Singapore',
        productName: 'AviationPortal',
        supportEmail: 'help@caas.example',
        idleTimeoutMs: 120_000,
      },
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', SUPPORT_EMAIL: '' }, '/srv/portal').port).toBe(3000);
  });

  it('names every bad variable at once, one line each', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      LOG_LEVEL: 'loud',
      DATABASE_URL: 'mysql://db/permits',
      SUPPORT_EMAIL: 'not-an-address',
      IDLE_TIMEOUT_MS: '-5',
      TRUST_PROXY: 'yes',
      NODE_ENV: 'staging',
    });

    expect(problems.map((line) => line.split(':')[0])).toEqual(
      expect.arrayContaining([
        'PORT',
        'LOG_LEVEL',
        'DATABASE_URL',
        'SUPPORT_EMAIL',
        'IDLE_TIMEOUT_MS',
        'TRUST_PROXY',
        'NODE_ENV',
      ]),
    );
    expect(problems).toHaveLength(7);
    for (const line of problems) expect(line).not.toContain('\n');
  });

  it.each([
    [
      {},
      [
        'DATABASE_URL is required in production',
        'SMTP_URL is required in production',
        'APP_SECRET is required in production',
      ],
    ],
    [
      { APP_SECRET: PRODUCTION_SECRET, SMTP_URL: PRODUCTION_SMTP },
      ['DATABASE_URL is required in production'],
    ],
    [
      { DATABASE_URL: 'postgres://db/permits', APP_SECRET: 'short', SMTP_URL: PRODUCTION_SMTP },
      ['APP_SECRET must be at least 32 characters in production'],
    ],
    // OPS-5: no one could sign in by e-mail code if the codes went to the outbox table.
    [
      { DATABASE_URL: 'postgres://db/permits', APP_SECRET: PRODUCTION_SECRET },
      ['SMTP_URL is required in production'],
    ],
    // OPS-4, PAY-1: the placeholder schedule would charge applicants invented fees.
    [
      {
        DATABASE_URL: 'postgres://db/permits',
        APP_SECRET: PRODUCTION_SECRET,
        SMTP_URL: PRODUCTION_SMTP,
        FEES: '',
      },
      ['FEES is required in production'],
    ],
    [
      {
        DATABASE_URL: 'postgres://db/permits',
        APP_SECRET: PRODUCTION_SECRET,
        SMTP_URL: PRODUCTION_SMTP,
      },
      [],
    ],
  ])('in production with %o refuses %o', (environment, expected) => {
    expect(
      problemsOf({
        NODE_ENV: 'production',
        ...PRODUCTION_IDENTITY_ENVIRONMENT,
        ...PRODUCTION_PAYMENT_ENVIRONMENT,
        ...PRODUCTION_MAP_ENVIRONMENT,
        ...environment,
      }),
    ).toEqual(expected);
  });

  // OPS-5, OPS-12: the API's map is served where developers work, and in production only on request.
  it.each([
    [{}, true],
    [{ API_DOCS: 'false' }, false],
    [{ ...PRODUCTION_ENVIRONMENT }, false],
    [{ ...PRODUCTION_ENVIRONMENT, API_DOCS: 'true' }, true],
  ])('with %o serves /api-docs: %s', (environment, expected) => {
    expect(loadConfig(environment, '/srv/portal').apiDocs).toBe(expected);
  });

  it('names API_DOCS when it is neither true nor false', () => {
    expect(problemsOf({ API_DOCS: 'yes' })).toEqual([expect.stringMatching(/^API_DOCS: /)]);
  });

  it('lists a production refusal together with a malformed variable', () => {
    expect(
      problemsOf({
        NODE_ENV: 'production',
        ...PRODUCTION_IDENTITY_ENVIRONMENT,
        ...PRODUCTION_PAYMENT_ENVIRONMENT,
        ...PRODUCTION_MAP_ENVIRONMENT,
        PORT: '0',
        APP_SECRET: PRODUCTION_SECRET,
        SMTP_URL: PRODUCTION_SMTP,
      }),
    ).toEqual(['DATABASE_URL is required in production', expect.stringMatching(/^PORT: /)]);
  });
});
