// The permit entry point, `@aviation-permits/domain/permit`: the issued permit: its verification
// and calls.
export * from './permit-verification.js';
export * from './permit-api.js';
