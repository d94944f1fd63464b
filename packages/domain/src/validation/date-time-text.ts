import { invalidDateMessage, invalidTimeMessage } from '../messages/application-messages.js';
import { parseCalendarDate } from './calendar-date.js';
import type { FieldCheck } from './field-check.js';

// A date typed as 'YYYY-MM-DD' and a time as 'HH:mm': the format checks of the date and time
// fields, which the forms, the date/time rows, the Enquiry Tool and the officers' dates share.

/** 'HH:mm', 00:00 to 23:59. */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const checkDateText: FieldCheck = (value, label) => {
  try {
    parseCalendarDate(value);
    return undefined;
  } catch {
    return invalidDateMessage(label);
  }
};

export const checkTimeText: FieldCheck = (value, label) =>
  TIME.test(value) ? undefined : invalidTimeMessage(label);
