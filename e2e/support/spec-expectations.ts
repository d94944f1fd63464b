// What the specification (shared/spec/portal-spec.md) says a visitor sees, quoted once so every test
// reads from the same table. The suite checks the portal against the spec, not against the code.

/** DESIGN.md section 5: the authority's name comes from configuration; this is the default. */
export const DEFAULT_AUTHORITY_NAME = 'Civil Aviation Authority';

/** Spec section 2, "Application cards (title; header)": the four card titles. */
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

/** Spec section 2: routes an anonymous visitor may see (the guard sends the rest to /login). */
export const PUBLIC_ROUTES = ['/home', '/checkPermitEligibility', '/login', '/newUser'] as const;

/** Spec section 2: "Guarded. ..." rows of the route table. */
export const GUARDED_ROUTES = [
  '/dashboard',
  '/profile',
  '/apply/permit',
  '/application/details',
  '/application/details/edit',
] as const;

/** Spec section 2: "/ErrorPage and any unknown path". */
export const ERROR_PAGE_ROUTES = ['/ErrorPage', '/no-such-page'] as const;

export const NOT_FOUND_HEADING = "Oops! We can't find the page.";

/** Spec section 2, "Navigation bar": always shown, and shown only to ACTIVE users. */
export const NAV_ALWAYS = ['Apply', 'Enquiry Tool'] as const;
export const NAV_ACTIVE_ONLY = 'Dashboard';
export const LOGIN_SIGNUP = 'Login / Signup';

/** Spec section 1: the scam banner's helpline and the footer's last-updated text. */
export const SCAM_HELPLINE = '1799';
export const LAST_UPDATED = '27 October 2025';

/** Spec section 1: the footer links, matched on their words rather than exact labels. */
export const FOOTER_LINKS = [
  { topic: 'contact', name: /contact/i },
  { topic: 'feedback', name: /feedback/i },
  { topic: 'FAQ', name: /faq|frequently asked/i },
  { topic: 'reporting vulnerabilities', name: /report.*vulnerabilit/i },
  { topic: 'privacy', name: /privacy/i },
  { topic: 'terms', name: /terms of use/i },
] as const;

/** Spec section 8: the error envelope of a call without a valid access-content header. */
export const INVALID_ACCESS_CONTENT = { status: 403, errorCodes: 'INVALID ACCESS CONTENT' };

/** Spec sections 3 and 7: the status call's answer for a visitor who has not signed in. */
export const ANONYMOUS_SESSION_FIELDS = { userSessionValid: false, status: '' };
