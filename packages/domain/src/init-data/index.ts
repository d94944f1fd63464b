// The init-data entry point, `@aviation-permits/domain/init-data`: the initial data the web app
// starts with.
export * from './init-data.js';
export * from './build-init-data.js';
export * from './portal-constants-schema.js';
