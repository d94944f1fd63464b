// The officer entry point, `@aviation-permits/domain/officer`: the authority's side: officers,
// their sign-in, queues, decisions and console calls.
export * from './officer-roles.js';
export * from './officer-sign-in-rules.js';
export * from './officer-access.js';
export * from './officer-audit-actions.js';
export * from './officer-messages.js';
export * from './officer-paths.js';
export * from './officer-oidc-sign-in.js';
export * from './officer-schemas.js';
export * from './officer-queues.js';
export * from './officer-decision-messages.js';
export * from './approved-validity.js';
export * from './officer-application-actions.js';
export * from './officer-application-api.js';
export * from './officer-account-api.js';
export * from './officer-account-decisions.js';
export * from './officer-console-pages.js';
export * from './job-runs-api.js';
export * from './outbox-api.js';
export * from './published-data-api.js';
