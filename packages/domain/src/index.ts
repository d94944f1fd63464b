// Public surface of the domain package: every rule of the specification, once.
export * from './http/service-paths.js';
export * from './http/headers.js';
export * from './http/error-envelope.js';
export * from './http/protocol-schemas.js';
export * from './http/dev-mailbox.js';
export * from './account/account-status.js';
export * from './account/profile-options.js';
export * from './account/user-status-texts.js';
export * from './session/user-session.js';
export * from './identity/sign-in-redirects.js';
export * from './session/idle-watch.js';
export * from './session/login-kind.js';
export * from './auth/otp-rules.js';
export * from './auth/otp-schemas.js';
export * from './account/account-transitions.js';
export * from './portal-config.js';

export * from './application/categories.js';
export * from './application/aerial-activity-types.js';
export * from './application/dashboard-categories.js';
export * from './constants/portal-constants.js';
export * from './countries/countries.js';
export * from './init-data/init-data.js';
export * from './init-data/portal-constants-schema.js';

export * from './messages/error-messages.js';
export * from './messages/validation-messages.js';
export * from './messages/file-messages.js';
export * from './messages/page-texts.js';
export * from './messages/registration-messages.js';
export * from './messages/sign-in-error-messages.js';

export * from './navigation/route-paths.js';
export * from './navigation/routes.js';
export * from './navigation/navigation-context.js';
export * from './navigation/index-redirect.js';
export * from './navigation/navigation-items.js';
export * from './navigation/account-menu.js';
export * from './navigation/profile-target.js';

export * from './validation/field-check.js';
export * from './validation/nric-fin.js';
export * from './validation/local-phone.js';
export * from './validation/postal-code.js';
export * from './validation/email-address.js';
export * from './validation/numeric-fields.js';
export * from './validation/files.js';
export * from './validation/calendar-date.js';
export * from './validation/singapore-time.js';
export * from './validation/date-window.js';
export * from './validation/military-hours.js';
export * from './validation/restricted-times.js';

export * from './schemas/field-schemas.js';

export * from './profile/profile-fields.js';
export * from './profile/profile-rules.js';
export * from './profile/profile-schema.js';
export * from './profile/profile-documents.js';
export * from './profile/profile-api.js';
export * from './profile/profile-editing.js';
