import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { problemsOf } from '../test-support/config-problems.js';
import { PRODUCTION_ENVIRONMENT } from '../test-support/production-environment.js';

// OPS-46, OPS-48: documents on the local directory by default, on an S3-compatible store by
// configuration, and a start refused, naming each missing key, when the store is half-configured.

const S3 = {
  DOCUMENT_STORE: 's3',
  S3_BUCKET: 'portal-documents',
  S3_REGION: 'ap-southeast-1',
  S3_ACCESS_KEY_ID: 'portal',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('document store configuration', () => {
  it('OPS-46: defaults to the local directory DATA_DIR/files', () => {
    const config = loadConfig({ DATA_DIR: 'var/portal' }, '/srv/portal');
    expect(config.documentStore).toEqual({ kind: 'local' });
    expect(config.filesDir).toBe('/srv/portal/var/portal/files');
  });

  it('OPS-46: s3 takes the bucket, endpoint, region, credentials and path style', () => {
    const environment = {
      ...S3,
      S3_ENDPOINT: 'https://objects.example.gov.sg',
      S3_FORCE_PATH_STYLE: 'true',
    };
    expect(loadConfig(environment, '/srv/portal').documentStore).toEqual({
      kind: 's3',
      bucket: 'portal-documents',
      endpoint: 'https://objects.example.gov.sg',
      region: 'ap-southeast-1',
      accessKeyId: 'portal',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
  });

  it('OPS-48: s3 without its keys names each one that is missing', () => {
    expect(problemsOf({ DOCUMENT_STORE: 's3', S3_REGION: 'ap-southeast-1' })).toEqual([
      'S3_BUCKET is required when DOCUMENT_STORE=s3',
      'S3_ACCESS_KEY_ID is required when DOCUMENT_STORE=s3',
      'S3_SECRET_ACCESS_KEY is required when DOCUMENT_STORE=s3',
    ]);
  });

  it('OPS-48: production refuses a half-configured store and a plain-HTTP endpoint', () => {
    const problems = problemsOf({
      ...PRODUCTION_ENVIRONMENT,
      DOCUMENT_STORE: 's3',
      S3_BUCKET: 'portal-documents',
      S3_ENDPOINT: 'http://10.0.0.5:9000',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'S3_REGION is required when DOCUMENT_STORE=s3',
        'S3_ACCESS_KEY_ID is required when DOCUMENT_STORE=s3',
        'S3_SECRET_ACCESS_KEY is required when DOCUMENT_STORE=s3',
        'S3_ENDPOINT must be https in production',
      ]),
    );
    expect(problemsOf({ ...PRODUCTION_ENVIRONMENT, ...S3 })).toEqual([]);
  });

  it('refuses a store it does not know', () => {
    expect(problemsOf({ DOCUMENT_STORE: 'ftp' })).toEqual([
      expect.stringMatching(/^DOCUMENT_STORE: /),
    ]);
  });
});
