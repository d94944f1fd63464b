// The payment entry point, `@aviation-permits/domain/payment`: payment texts and navigation, second
// charges.
export * from './payment-messages.js';
export * from './payment-navigation.js';
export * from './second-charges.js';
