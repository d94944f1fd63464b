import { z } from 'zod/mini';

// The shape of PORTAL_CONSTANTS (CONST-1 to CONST-20) as the init-data call carries it. A test checks
// that this schema and the constants name the same keys.

const latLngSchema = z.object({ lat: z.number(), lng: z.number() });
const milliseconds = z.int().check(z.nonnegative());
const count = z.int().check(z.positive());

export const portalConstantsSchema = z.object({
  idleTimeoutMs: milliseconds,
  sessionExpiryRedirectDelayMs: milliseconds,
  maxFilesPerApplication: count,
  maxFilesPerProfile: count,
  maxFileSizeBytes: count,
  maxImageDimensions: z.object({ sidePx: count, pixels: count }),
  allowedFileExtensions: z.array(z.string()),
  otpLength: count,
  otpValidityMinutes: count,
  postalCodeLength: count,
  startDateWindowMonths: count,
  endDateWindowMonths: count,
  decimalIntegerDigits: count,
  decimalFractionDigits: count,
  coordinateIntegerDigits: count,
  coordinateFractionDigits: count,
  humanCheckReadinessWaitMs: milliseconds,
  chunkLoadTimeoutMs: milliseconds,
  mapTokenExpiryMarginMs: milliseconds,
  mapSearchPageNumber: count,
  toastAutoDismissMs: milliseconds,
  toastPlacement: z.string(),
  toastAppearances: z.array(z.string()),
  toastWidthPx: count,
  toastMaxWidthPx: count,
  toastFadeInMs: milliseconds,
  clientTimeoutHeaderValue: z.number(),
  mapMaxZoom: count,
  mapInitialZoom: count,
  mapFoundLocationZoom: count,
  screenshot: z.object({
    fileNameSuffix: z.string(),
    imageType: z.string(),
    captionFontFamily: z.string(),
    captionFontSize: count,
    captionTextColour: z.string(),
    captionBackgroundColour: z.string(),
    captionOffset: z.number(),
    controlPosition: z.string(),
    controlHidden: z.boolean(),
    hideMapControlsDuringCapture: z.boolean(),
  }),
  scamHelpline: z.string(),
  lastUpdated: z.string(),
  singaporeBounds: z.object({ northEast: latLngSchema, southWest: latLngSchema }),
  singaporeCentre: latLngSchema,
});
