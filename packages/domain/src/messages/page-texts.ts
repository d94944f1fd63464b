// Texts of the shell's pages and modals (ROUTE-17, ROUTE-34, ROUTE-35), kept with the other messages so the web
// app and the end-to-end tests read the same words.

export const PAGE_NOT_FOUND_TITLE = 'Page Not Found';

/** /ErrorPage and every unknown path. */
export const ERROR_PAGE_TEXTS = {
  heading: "Oops! We can't find the page.",
  title: PAGE_NOT_FOUND_TITLE,
  brokenLinkMessage:
    'The link you followed may be broken, or the page may have been moved or removed.',
  enquiryLinkLabel: 'Contact us through the enquiries and feedback form',
} as const;

/** The router's default error page. */
export const ROUTER_ERROR_TITLE = 'Unexpected Application Error!';

export const CONCURRENT_LOGINS_MODAL = {
  title: 'Concurrent Logins Detected',
  body: 'You have an active login session from another device or browser, which has been logged out now.',
} as const;

export const SESSION_TIMEOUT_MODAL = {
  title: 'Session Timeout!',
  body: 'Your session is Timed Out. You want to stay?',
  logoutLabel: 'Logout',
  continueLabel: 'Continue Session',
} as const;
