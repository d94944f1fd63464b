// A complete production environment for tests that build the app as production runs it. Every
// variable production requires is here; the values are never contacted (discovery is lazy).

export const PRODUCTION_IDENTITY_ENVIRONMENT = {
  PUBLIC_BASE_URL: 'https://permits.example.gov.sg',
  SINGPASS_ISSUER: 'https://id.singpass.example',
  SINGPASS_CLIENT_ID: 'permits-portal',
  CORPPASS_ISSUER: 'https://id.corppass.example',
  CORPPASS_CLIENT_ID: 'permits-portal',
  OIDC_SIGNING_KEY: '{"kty":"EC"}',
  OIDC_ENCRYPTION_KEY: '{"kty":"EC"}',
};

export const PRODUCTION_ENVIRONMENT = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://unused.example/permits',
  APP_SECRET: 'a-production-secret-of-at-least-32-characters',
  ...PRODUCTION_IDENTITY_ENVIRONMENT,
};
