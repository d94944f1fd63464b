// The http entry point, `@aviation-permits/domain/http`: the HTTP contract: service paths, headers,
// error codes and the error envelope.
export * from './service-paths.js';
export * from './headers.js';
export * from './error-codes.js';
export * from './error-envelope.js';
export * from './protocol-schemas.js';
export * from './dev-mailbox.js';
