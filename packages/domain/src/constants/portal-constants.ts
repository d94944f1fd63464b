// The business constants and limits (CONST-1 to CONST-20), one flat object named in camelCase so the
// init-data call can hand them to the browser as they are. Every other module reads its numbers here.

/** MAP-1: Singapore's bounding box, corners about (1.49, 104.135) and (1.14, 103.6). */
const SINGAPORE_BOUNDS = {
  northEast: { lat: 1.49, lng: 104.135 },
  southWest: { lat: 1.14, lng: 103.6 },
} as const;

export const PORTAL_CONSTANTS = {
  /** Idle timeout default: 600000 ms (10 min). Configuration may override it (PortalConfig). */
  idleTimeoutMs: 600_000,
  /** Session-expiry redirect delay: after a 401 the message shows this long before /login. */
  sessionExpiryRedirectDelayMs: 2_000,
  /** Files per application. */
  maxFilesPerApplication: 5,
  /** Files per user profile. */
  maxFilesPerProfile: 2,
  /** Max file size: 2,048,000 bytes (the spec's "2 MB"). */
  maxFileSizeBytes: 2_048_000,
  /**
   * SEC-30: the largest image (PNG, JPEG) accepted, read from its header: at most 12,000 pixels
   * wide and high and at most 50,000,000 pixels in all. A phone photo is about 12 megapixels and a
   * map screenshot a few; a larger image is a decompression bomb to whoever opens it.
   */
  maxImageDimensions: { sidePx: 12_000, pixels: 50_000_000 },
  /** Accepted upload types (APP-40), as lower-case file-name extensions. */
  allowedFileExtensions: ['pdf', 'png', 'jpg', 'jpeg'],
  /** OTP: 6 digits. */
  otpLength: 6,
  /** OTP: valid 30 min. */
  otpValidityMinutes: 30,
  /**
   * Postal code length. The spec says 5, but Singapore postal codes have had 6 digits since 1995;
   * APP-29 decides on 6.
   */
  postalCodeLength: 6,
  /** Start date window: within 3 months of today. */
  startDateWindowMonths: 3,
  /** End date window: within 12 months of the start date. */
  endDateWindowMonths: 12,
  /** Decimal rule: up to 4 integer digits plus 1 decimal. */
  decimalIntegerDigits: 4,
  decimalFractionDigits: 1,
  /** Coordinates: 3 integer digits, 14 decimals. */
  coordinateIntegerDigits: 3,
  coordinateFractionDigits: 14,
  /** Human-check readiness wait: 5 s before start-up shows the error page. */
  humanCheckReadinessWaitMs: 5_000,
  /** Script chunk load time-out: 120 s. */
  chunkLoadTimeoutMs: 120_000,
  /** Map token expiry margin: a token whose exp is within 1 s of now counts as expired. */
  mapTokenExpiryMarginMs: 1_000,
  /** Map search page number. */
  mapSearchPageNumber: 1,
  /** Toast default auto-dismiss: 5000 ms. */
  toastAutoDismissMs: 5_000,
  /** Toast default placement: bottom-center. */
  toastPlacement: 'bottom-center',
  /** Toast appearances (ROUTE-37). */
  toastAppearances: ['default', 'success', 'info', 'error', 'warning'],
  /** Toast width 320 px, max 500 px, fade-in 0.5 s (ROUTE-39). */
  toastWidthPx: 320,
  toastMaxWidthPx: 500,
  toastFadeInMs: 500,
  /** Client timeout value in headers: 2000 (role not shown; sent as x-client-timeout). */
  clientTimeoutHeaderValue: 2_000,
  /**
   * Map zoom constants 19, 12 and 19; the spec does not give their roles. Our reading: OneMap
   * tiles stop at zoom 19 (domain-facts), the map opens at 12 on the box's centre, and a chosen
   * point (a found address) is shown at 19. The spec's fourth value, 50000, has no role given and
   * nothing in the portal needs one, so it is not kept (CONST-20).
   */
  mapMaxZoom: 19,
  mapInitialZoom: 12,
  mapFoundLocationZoom: 19,
  /** Screenshot defaults. The file name is built by licenceMapScreenshotFileName(). */
  screenshot: {
    fileNameSuffix: '_Licence_Map_Screenshot',
    imageType: 'png',
    captionFontFamily: 'Arial',
    captionFontSize: 15,
    captionTextColour: 'black',
    captionBackgroundColour: 'white',
    captionOffset: 5,
    controlPosition: 'topright',
    controlHidden: true,
    hideMapControlsDuringCapture: true,
  },
  /** Scam helpline shown in the banner. */
  scamHelpline: '1799',
  /** Last-updated footer text. */
  lastUpdated: '27 October 2025',
  singaporeBounds: SINGAPORE_BOUNDS,
  /** The map's centre, derived from the bounding box (MAP-1). */
  singaporeCentre: {
    lat: (SINGAPORE_BOUNDS.northEast.lat + SINGAPORE_BOUNDS.southWest.lat) / 2,
    lng: (SINGAPORE_BOUNDS.northEast.lng + SINGAPORE_BOUNDS.southWest.lng) / 2,
  },
} as const;

export type PortalConstants = typeof PORTAL_CONSTANTS;

/** CONST-18: default file name "{product}_Licence_Map_Screenshot"; the product name is configuration. */
export function licenceMapScreenshotFileName(productName: string): string {
  return `${productName}${PORTAL_CONSTANTS.screenshot.fileNameSuffix}`;
}
