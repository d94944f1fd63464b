// Public surface of the domain package: every rule of the specification, once.
export * from './http/service-paths.js';
export * from './http/headers.js';
export * from './http/error-envelope.js';
export * from './account/account-status.js';
export * from './session/user-session.js';
export * from './portal-config.js';
