import { FIREWALL_SIGNATURE } from '../http/error-codes.js';

// The message catalogue (ERR-6 to ERR-16): what the shared client handler shows. Texts in quotes
// in the spec are kept exactly, typos included, because they are the portal's known wording;
// where the spec says only what a message is about, the text here is ours, in plain English.

export const ERROR_MESSAGES = {
  /** Generic message for any status the handler does not know. */
  somethingWentWrong: 'Oops! Something went wrong...',
  /** Robot-blocked: the firewall rejected input with special characters such as & ' " /. */
  robotBlocked:
    'Your request was blocked because it contains special characters such as & \' " /. Please remove them and try again.',
  recordsNotFound: 'Record(s) not found.',
  recordNotFound: 'Record not found',
  /** 401: shown before the 2 s wait and the move to /login. */
  sessionTimedOut: 'Session timed out. Please sign in again to continue.',
  /** 403 "INVALID CSRF TOKEN". */
  invalidCsrf: 'Security check failed. Please try again...',
  /** 403 "INVALID RC TOKEN": the human check failed, often because of a VPN. */
  invalidHumanCheck:
    'Security check failed. If you are using a VPN, please disconnect it or try another device, then try again.',
  /** Shown while the firewall-blocked flag is set (a 403 carrying FIREWALL_SIGNATURE). */
  firewallBlocked: `${FIREWALL_SIGNATURE}...`,
  /** 429 "TOO_MANY_REQUESTS" ("may" (sic) is the spec's wording). */
  tooManyRequests: 'Too may requests.',
} as const;

/** 500: the server-down message names the support address from configuration. */
export function serverDownMessage(supportEmail: string): string {
  return `We are unable to process your request right now. Please try again later, or contact ${supportEmail} if the problem persists.`;
}

/** MAP-7, MAP-11, MAP-18, MAP-21 and ACC-33: map errors and the postal-code address lookup. */
export const MAP_MESSAGES = {
  tokenMissing: 'OneMap token is missing',
  /** Logged (not shown) when the map init call fails; "mapInItData" is the spec's spelling. */
  initDataLoadFailed: 'Failed to load mapInItData.',
  unableToRetrieveData: 'Unable to retrieve data.',
  addressNotFound: 'Address not found.',
  /** MAP-18: one client asked the map service too often; its windows last a minute. */
  tooManySearches: 'Too many map searches. Please wait a minute, then try again.',
  /** MAP-21: OneMap's calls for the minute are spent, so the packaged gazetteer answered. */
  searchBusy: 'Address search is busy; showing results from the built-in list of places.',
} as const;
