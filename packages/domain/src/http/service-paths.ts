// The service base paths and calls of spec section 7. Server routes and the web client both read
// these, so a path is spelt once.

export const SERVICE_BASE_PATHS = {
  permits: '/permits-service/v1',
  account: '/account-service/v1',
  login: '/login-service',
  map: '/map-service/v1',
  mapUpload: '/application-service-map-upload/v1',
} as const;

export type ServiceName = keyof typeof SERVICE_BASE_PATHS;

/** Full-page navigations (the browser leaves the SPA), not fetch calls. */
export const REDIRECT_PATHS = {
  login: '/login-service/login',
  singpassAuthorize: '/mta-login-service/v1/authorize',
  corppassAuthRedirect: '/auth-service/v1/corppass/auth-redirect',
  myinfo: '/auth-service/v1/myinfo',
  paymentRedirect: '/permits-service/v1/payment/redirect',
} as const;

/** Calls the portal makes today, as absolute paths on the portal's own origin. */
export const API_PATHS = {
  status: `${SERVICE_BASE_PATHS.login}/status`,
  logout: `${SERVICE_BASE_PATHS.login}/logout`,
  /** Continue Session: 204 while the session is valid (and keeps it alive), 401 once it ended. */
  sessionKeepAlive: `${SERVICE_BASE_PATHS.login}/session/keep-alive`,
  csrfToken: `${SERVICE_BASE_PATHS.login}/csrf-token`,
  humanCheckChallenge: `${SERVICE_BASE_PATHS.login}/human-check/challenge`,
  initData: `${SERVICE_BASE_PATHS.permits}/application/common/init-data`,
  otpRequest: `${SERVICE_BASE_PATHS.login}/otp/request`,
  otpVerify: `${SERVICE_BASE_PATHS.login}/otp/verify`,
  profile: `${SERVICE_BASE_PATHS.account}/profile`,
  profileSubmit: `${SERVICE_BASE_PATHS.account}/profile/submit`,
  /** Followed by `/<6-digit code>`; see postalCodeLookupPath. */
  postalCodeLookup: `${SERVICE_BASE_PATHS.account}/postal-code`,
} as const;

/** GET: the local address of a postal code. */
export function postalCodeLookupPath(postalCode: string): string {
  return `${API_PATHS.postalCodeLookup}/${encodeURIComponent(postalCode)}`;
}

/** Operational paths outside the five services: no access-content header needed. */
export const OPERATIONAL_PATHS = {
  health: '/healthz',
  apiDocs: '/api-docs',
} as const;
