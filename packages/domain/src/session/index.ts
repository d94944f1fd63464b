// The session entry point, `@aviation-permits/domain/session`: the user session, the anonymous
// session, idle watch and the login kind.
export * from './user-session.js';
export * from './anonymous-session.js';
export * from './idle-watch.js';
export * from './login-kind.js';
