// The activity entry point, `@aviation-permits/domain/activity`: what is applied for and when: the
// categories, the aerial activity types, the date/time rows, lead times and restricted times.
export * from './categories.js';
export * from './aerial-activity-types.js';
export * from './submission-context.js';
export * from './date-time-rows.js';
export * from './lead-time/singapore-public-holidays.js';
export * from './lead-time/working-days.js';
export * from './lead-time/lead-time.js';
export * from './restricted-times.js';
