// The eligibility entry point, `@aviation-permits/domain/eligibility`: the Enquiry Tool: the
// enquiry, the rules engine and its result.
export * from './enquiry-schema.js';
export * from './eligibility-result.js';
export * from './eligibility-notes.js';
export * from './check-eligibility.js';
export * from './enquiry-form.js';
export * from './enquiry-prefill.js';
