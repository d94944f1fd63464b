// The permit entry point, `@aviation-permits/domain/permit`: the issued permit: its verification,
// page addresses and calls.
export * from './permit-verification.js';
export * from './permit-paths.js';
export * from './permit-api.js';
