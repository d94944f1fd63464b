import { describe, expect, it } from 'vitest';
import { PORTAL_CONSTANTS, licenceMapScreenshotFileName } from './portal-constants.js';

// The figures of CONST-1 to CONST-20 (postal code per APP-29), pinned so a change is deliberate.
describe('PORTAL_CONSTANTS', () => {
  it.each([
    ['idleTimeoutMs', 600_000],
    ['sessionExpiryRedirectDelayMs', 2_000],
    ['maxFilesPerApplication', 5],
    ['maxFilesPerProfile', 2],
    ['maxFileSizeBytes', 2_048_000],
    ['otpLength', 6],
    ['otpValidityMinutes', 30],
    ['postalCodeLength', 6],
    ['startDateWindowMonths', 3],
    ['endDateWindowMonths', 12],
    ['decimalIntegerDigits', 4],
    ['decimalFractionDigits', 1],
    ['coordinateIntegerDigits', 3],
    ['coordinateFractionDigits', 14],
    ['humanCheckReadinessWaitMs', 5_000],
    ['chunkLoadTimeoutMs', 120_000],
    ['mapTokenExpiryMarginMs', 1_000],
    ['mapSearchPageNumber', 1],
    ['toastAutoDismissMs', 5_000],
    ['toastPlacement', 'bottom-center'],
    ['toastWidthPx', 320],
    ['toastMaxWidthPx', 500],
    ['toastFadeInMs', 500],
    ['clientTimeoutHeaderValue', 2_000],
    ['mapMaxZoom', 19],
    ['mapInitialZoom', 12],
    ['mapFoundLocationZoom', 19],
    ['scamHelpline', '1799'],
    ['lastUpdated', '27 October 2025'],
  ] as const)('%s is %s', (name, value) => {
    expect(PORTAL_CONSTANTS[name]).toBe(value);
  });

  it('accepts images of at most 12,000 pixels a side and 50 megapixels (SEC-30)', () => {
    expect(PORTAL_CONSTANTS.maxImageDimensions).toEqual({ sidePx: 12_000, pixels: 50_000_000 });
  });

  it('centres the map in the middle of the Singapore bounding box', () => {
    expect(PORTAL_CONSTANTS.singaporeCentre.lat).toBeCloseTo(1.315, 10);
    expect(PORTAL_CONSTANTS.singaporeCentre.lng).toBeCloseTo(103.8675, 10);
  });

  it('keeps the screenshot defaults of the spec', () => {
    expect(PORTAL_CONSTANTS.screenshot).toMatchObject({
      imageType: 'png',
      captionFontFamily: 'Arial',
      captionFontSize: 15,
      captionTextColour: 'black',
      captionBackgroundColour: 'white',
      captionOffset: 5,
    });
  });

  it('names the screenshot file after the configured product', () => {
    expect(licenceMapScreenshotFileName('AviationPermits')).toBe(
      'AviationPermits_Licence_Map_Screenshot',
    );
  });
});
