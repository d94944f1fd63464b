// The identity entry point, `@aviation-permits/domain/identity`: the Singpass/Corppass sign-in
// redirects.
export * from './sign-in-redirects.js';
