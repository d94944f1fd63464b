// What the specification (shared/spec/portal-spec.md) says a visitor sees, quoted once so every test
// reads from the same table. The suite checks the portal against the spec, not against the code.

/** CONST-19: the authority's name comes from configuration; this is the default. */
export const DEFAULT_AUTHORITY_NAME = 'Civil Aviation Authority';

/** ROUTE-32: the four card titles. */
export const APPLY_CARD_TITLES = [
  'Clearance for Aerial Photography/Videography',
  'Clearance for Erection of Cranes and Tall Construction Machinery',
  'Clearance for Ship Crossing',
  'Permit for Aerial Activities',
] as const;

/** The cards the spec gives a header of their own. */
export const APPLY_CARD_HEADERS = [
  {
    title: 'Clearance for Erection of Cranes and Tall Construction Machinery',
    header: 'Permit for Cranes and Tall Construction Machinery',
  },
] as const;

/** ROUTE-21: routes an anonymous visitor may see (the guard sends the rest to /login). */
export const PUBLIC_ROUTES = ['/home', '/checkPermitEligibility', '/login', '/newUser'] as const;

/** ROUTE-9 to ROUTE-14: the guarded routes (ROUTE-19). */
export const GUARDED_ROUTES = [
  '/dashboard',
  '/profile',
  '/apply/permit',
  '/application/details',
  '/application/details/edit',
] as const;

/** ROUTE-17: "/ErrorPage and any unknown path". */
export const ERROR_PAGE_ROUTES = ['/ErrorPage', '/no-such-page'] as const;

export const NOT_FOUND_HEADING = "Oops! We can't find the page.";

/** ERR-15: "Record(s) not found." and "Record not found". */
export const RECORD_NOT_FOUND = 'Record not found';
export const RECORDS_NOT_FOUND = 'Record(s) not found.';

/**
 * CONST-18: "caption font Arial size 15, black on white, caption offset 5": the caption is a white
 * band under the map, the text's height with the offset above and below it.
 */
export const SCREENSHOT_CAPTION = { fontSizePx: 15, offsetPx: 5 } as const;

/** ERR-9: the marker a firewall puts in its block page, and the text the portal then shows. */
export const FIREWALL_BLOCKED = 'Request has been blocked for security reasons';

/** ERR-14: "Robot-blocked message about special characters such as & ' \" /." */
export const ROBOT_BLOCKED_CHARACTERS = `& ' " /`;

/** ROUTE-24, ROUTE-25, ROUTE-28: always shown, and shown only to ACTIVE users. */
export const NAV_ALWAYS = ['Apply', 'Enquiry Tool'] as const;
export const NAV_ACTIVE_ONLY = 'Dashboard';
export const LOGIN_SIGNUP = 'Login / Signup';

/** ROUTE-4, ROUTE-5: the scam banner's helpline and the footer's last-updated text. */
export const SCAM_HELPLINE = '1799';
export const LAST_UPDATED = '27 October 2025';

/** ROUTE-5: the footer links, matched on their words rather than exact labels. */
export const FOOTER_LINKS = [
  { topic: 'contact', name: /contact/i },
  { topic: 'feedback', name: /feedback/i },
  { topic: 'FAQ', name: /faq|frequently asked/i },
  { topic: 'reporting vulnerabilities', name: /report.*vulnerabilit/i },
  { topic: 'privacy', name: /privacy/i },
  { topic: 'terms', name: /terms of use/i },
] as const;

/** ERR-1, SEC-5: the error envelope of a call without a valid access-content header. */
export const INVALID_ACCESS_CONTENT = { status: 403, errorCodes: 'INVALID ACCESS CONTENT' };

/** ACC-10: the status call's answer for a visitor who has not signed in. */
export const ANONYMOUS_SESSION_FIELDS = { userSessionValid: false, status: '' };

/** ROUTE-34, ROUTE-35, the modals: titles, texts and buttons. */
export const CONCURRENT_LOGINS_TITLE = 'Concurrent Logins Detected';
export const CONCURRENT_LOGINS_TEXT =
  'You have an active login session from another device or browser, which has been logged out now.';
export const SESSION_TIMEOUT_TITLE = 'Session Timeout!';
export const SESSION_TIMEOUT_TEXT = 'Your session is Timed Out. You want to stay?';
export const CONTINUE_SESSION = 'Continue Session';
export const LOGOUT = 'Logout';

/** ERR-8: the 401 message, shown for the 2 s (CONST-2) before the move to /login. */
export const SESSION_TIMED_OUT = 'Session timed out. Please sign in again to continue.';
export const SESSION_EXPIRY_REDIRECT_DELAY_MS = 2_000;

/** ACC-5, ACC-34: registration messages. */
export const OTP_VERIFICATION_FAILED =
  'Email OTP Verification is failed, Please provide correct OTP or generate new OTP.';
export const DETAILS_SUBMITTED = 'User details have been submitted successfully';

/** ACC-39: SUBMITTED means "under review". */
export const SUBMITTED_STATUS_TEXT = /under review/i;

/** ACC-24 to ACC-29, the profile form's messages. */
export const EMAIL_INVALID = 'Email Address is invalid';
export const NRIC_FIN_INVALID = 'NRIC or FIN is invalid';
export const mandatory = (field: string) => `${field} is mandatory.`;
export const phoneMandatory = (field: string) =>
  `${field} is mandatory and should meet minimum length.`;
/** APP-29 replaces the specification's 5-digit postal code with Singapore's 6 digits. */
export const POSTAL_CODE_INVALID = 'Postal Code must be 6 digits';
export const TOO_MANY_PROFILE_FILES = 'A maximum of 2 files can be uploaded.';
export const FILE_TOO_LARGE = 'File size should not be more than 2MB.';
/** APP-40, CONST-4: 2 MB is 2,048,000 bytes. */
export const MAX_FILE_BYTES = 2_048_000;

/** ACC-33, MAP-5: an address lookup or a map search that finds nothing. */
export const ADDRESS_NOT_FOUND = 'Address not found.';

/** APP-4: the categories (id: name). */
export const APPLICATION_CATEGORIES = [
  { id: 1, name: 'Aerial Photography/Videography' },
  { id: 2, name: 'Erection of Cranes and Tall Construction Machinery' },
  { id: 3, name: 'Ship Crossing' },
  { id: 4, name: 'Aerial Activities' },
] as const;

/** APP-5: category 4's activity types (code: label). */
export const AERIAL_ACTIVITY_TYPES = [
  { code: 'BRELEASE', label: 'Release of Balloons' },
  { code: 'BHOISTING', label: 'Hoisting of Captive Balloon/Blimp' },
  { code: 'KITE', label: 'Kite Flying/Parasailing' },
  { code: 'LASERS', label: 'Lasers/Other Lights Display' },
  { code: 'SLRELEASE', label: 'Release of Sky Lanterns' },
  { code: 'FIREWORKS', label: 'Fireworks/Pyrotechnics Display' },
] as const;
