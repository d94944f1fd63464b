// The account entry point, `@aviation-permits/domain/account`: account statuses, profile option
// lists, what /userStatus says, account transitions.
export * from './account-status.js';
export * from './profile-options.js';
export * from './user-status-texts.js';
export * from './account-transitions.js';
