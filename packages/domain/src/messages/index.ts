// The messages entry point, `@aviation-permits/domain/messages`: the texts of errors, validation,
// applications, files, pages and registration.
export * from './error-messages.js';
export * from './validation-messages.js';
export * from './application-messages.js';
export * from './file-messages.js';
export * from './page-texts.js';
export * from './registration-messages.js';
export * from './sign-in-error-messages.js';
export * from './email-proof-messages.js';
