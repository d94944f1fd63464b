import { PORTAL_CONSTANTS } from '../constants/portal-constants.js';
import {
  coordinateMessage,
  decimalMessage,
  wholeNumberMessage,
} from '../messages/validation-messages.js';

// Number fields (APP-24 to APP-26), checked as typed text because the rules count digits.

const {
  decimalIntegerDigits,
  decimalFractionDigits,
  coordinateIntegerDigits,
  coordinateFractionDigits,
} = PORTAL_CONSTANTS;

const WHOLE_NUMBER = /^\d+$/;
const DECIMAL = new RegExp(`^\\d{1,${decimalIntegerDigits}}(\\.\\d{1,${decimalFractionDigits}})?$`);
// No sign: every place the portal covers lies north of the equator and east of Greenwich, so a
// minus sign in a Singapore latitude or longitude is always a mistake.
const COORDINATE = new RegExp(
  `^\\d{1,${coordinateIntegerDigits}}(\\.\\d{1,${coordinateFractionDigits}})?$`,
);

/** Durations, units, heights, counts, sizes and the other whole-number fields of APP-24. */
export function checkWholeNumber(value: string, field: string): string | undefined {
  return WHOLE_NUMBER.test(value) ? undefined : wholeNumberMessage(field);
}

/** Working height, site ground elevation and the aerial fields: up to 4 digits and 1 decimal. */
export function checkDecimal(value: string, field: string): string | undefined {
  return DECIMAL.test(value) ? undefined : decimalMessage(field);
}

/** Latitude and longitude: up to 3 integer digits and up to 14 decimals. */
export function checkCoordinate(value: string, field: string): string | undefined {
  return COORDINATE.test(value) ? undefined : coordinateMessage(field);
}
