// The validation entry point, `@aviation-permits/domain/validation`: field rules: text, NRIC/FIN,
// phone, postal code, e-mail, numbers, files, dates and times.
export * from './json-file.js';
export * from './field-check.js';
export * from './safe-text.js';
export * from './nric-fin.js';
export * from './local-phone.js';
export * from './postal-code.js';
export * from './email-address.js';
export * from './numeric-fields.js';
export * from './files.js';
export * from './calendar-date.js';
export * from './calendar-date-schema.js';
export * from './singapore-time.js';
export * from './day-month-year.js';
export * from './date-window.js';
export * from './military-hours.js';
export * from './date-time-text.js';
