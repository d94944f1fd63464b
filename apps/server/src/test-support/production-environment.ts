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

/**
 * Production refuses the sandbox gateway (PAY-6) and the placeholder fees (OPS-4); the keys are
 * never contacted.
 */
export const PRODUCTION_PAYMENT_ENVIRONMENT = {
  FEES: '{"1":0,"2":0,"3":0,"4":{"BRELEASE":0,"BHOISTING":0,"KITE":0,"LASERS":0,"SLRELEASE":0,"FIREWORKS":0}}',
  PAYMENT_GATEWAY: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_unused',
  STRIPE_WEBHOOK_SECRET: 'whsec_unused',
};

/** Production needs OneMap or the gazetteer chosen in so many words (OPS-22). */
export const PRODUCTION_MAP_ENVIRONMENT = { MAP_SEARCH: 'gazetteer' };

export const PRODUCTION_ENVIRONMENT = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://unused.example/permits',
  APP_SECRET: 'a-production-secret-of-at-least-32-characters',
  SMTP_URL: 'smtp://unused.example:587',
  ...PRODUCTION_IDENTITY_ENVIRONMENT,
  ...PRODUCTION_PAYMENT_ENVIRONMENT,
  ...PRODUCTION_MAP_ENVIRONMENT,
};
