// The navigation entry point, `@aviation-permits/domain/navigation`: route paths, the route table,
// the index redirect and the navigation bar.
export * from './route-paths.js';
export * from './routes.js';
export * from './navigation-context.js';
export * from './index-redirect.js';
export * from './navigation-items.js';
export * from './account-menu.js';
export * from './profile-target.js';
export * from './page-intros.js';
