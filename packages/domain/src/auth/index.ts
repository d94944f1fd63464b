// The auth entry point, `@aviation-permits/domain/auth`: one-time codes and the e-mail proof.
export * from './otp-rules.js';
export * from './otp-schemas.js';
export * from './email-proof.js';
