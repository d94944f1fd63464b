// The service base paths and calls (OPS-1; the officer service, OFF-5). Server routes and the web
// client both read these, so a path is spelt once.

export const SERVICE_BASE_PATHS = {
  permits: '/permits-service/v1',
  account: '/account-service/v1',
  login: '/login-service',
  map: '/map-service/v1',
  mapUpload: '/application-service-map-upload/v1',
  /** The authority's officers (officer/officer-paths.ts): their own session, never an applicant's. */
  officer: '/officer-service/v1',
} as const;

export type ServiceName = keyof typeof SERVICE_BASE_PATHS;

/** Full-page navigations (the browser leaves the SPA), not fetch calls. */
export const REDIRECT_PATHS = {
  login: '/login-service/login',
  singpassAuthorize: '/mta-login-service/v1/authorize',
  corppassAuthRedirect: '/auth-service/v1/corppass/auth-redirect',
  myinfo: '/auth-service/v1/myinfo',
  paymentRedirect: '/permits-service/v1/payment/redirect',
  /** Where the payment gateway sends the browser back; the server then shows the page (PAY-10). */
  paymentReturn: '/permits-service/v1/payment/return',
  /** GET with ?applicationId=: the PDF receipt of a paid application, a download link (PAY-12). */
  paymentReceipt: '/permits-service/v1/payment/receipt',
  /** GET with ?applicationId=: the approved application's permit, a download link (PRM-7). */
  permitDownload: '/permits-service/v1/permit/download',
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
  /** Sends a one-time code to the profile's address (Singpass/Corppass users prove it). */
  profileEmailCode: `${SERVICE_BASE_PATHS.account}/profile/email/code`,
  /** Checks that code; the account then holds the address as proved. */
  profileEmailVerify: `${SERVICE_BASE_PATHS.account}/profile/email/verify`,
  /** Followed by `/<6-digit code>`; see postalCodeLookupPath. */
  postalCodeLookup: `${SERVICE_BASE_PATHS.account}/postal-code`,
  // Applications (permits service). Each category's form has its option lists (GET init-data) and
  // its submission (POST to the category's own path); drafts, documents and the dashboard are shared.
  aerialActivityInitData: `${SERVICE_BASE_PATHS.permits}/aerial-activity/init-data`,
  shipInitData: `${SERVICE_BASE_PATHS.permits}/ship/init-data`,
  aerialPhotoInitData: `${SERVICE_BASE_PATHS.permits}/aerial-photo/init-data`,
  craneInitData: `${SERVICE_BASE_PATHS.permits}/crane/init-data`,
  aerialActivitySubmit: `${SERVICE_BASE_PATHS.permits}/aerial-activity`,
  shipSubmit: `${SERVICE_BASE_PATHS.permits}/ship`,
  aerialPhotoSubmit: `${SERVICE_BASE_PATHS.permits}/aerial-photo`,
  craneSubmit: `${SERVICE_BASE_PATHS.permits}/crane`,
  /** POST creates a draft, PUT saves it (409 on a stale version). */
  applicationDraft: `${SERVICE_BASE_PATHS.permits}/application/draft`,
  applicationRetrieve: `${SERVICE_BASE_PATHS.permits}/application/retrieve`,
  applicationRemove: `${SERVICE_BASE_PATHS.permits}/application/remove`,
  /** POST { id, version }: the applicant withdraws a submitted application (OFF-23). */
  applicationWithdraw: `${SERVICE_BASE_PATHS.permits}/application/withdraw`,
  /** POST multipart (`documents` files) with ?applicationId=: adds documents to an application. */
  documentUpload: `${SERVICE_BASE_PATHS.permits}/document/upload`,
  documentList: `${SERVICE_BASE_PATHS.permits}/document/list`,
  documentRetrieve: `${SERVICE_BASE_PATHS.permits}/document/retrieve`,
  documentRemove: `${SERVICE_BASE_PATHS.permits}/document/remove`,
  dashboardData: `${SERVICE_BASE_PATHS.permits}/dashboard/data`,
  dashboardFilter: `${SERVICE_BASE_PATHS.permits}/dashboard/filter`,
  /** GET with ?applicationId=: second payments of a paid application and their refunds (PAY-15). */
  paymentSecondCharges: `${SERVICE_BASE_PATHS.permits}/payment/second-charges`,
  /** GET, open to everyone: the zones the map draws and the Enquiry Tool decides by (MAP-6). */
  mapZoneData: `${SERVICE_BASE_PATHS.permits}/map/zone-data`,
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
