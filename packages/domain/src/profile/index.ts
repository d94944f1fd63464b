// The profile entry point, `@aviation-permits/domain/profile`: registration and the profile:
// fields, rules, schemas, documents and calls.
export * from './profile-fields.js';
export * from './profile-rules.js';
export * from './profile-schema.js';
export * from './profile-documents.js';
export * from './profile-api.js';
export * from './profile-editing.js';
