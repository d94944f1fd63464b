import { ERROR_CODES, FIREWALL_SIGNATURE, SERVICE_BASE_PATHS } from '@aviation-permits/domain/http';
import { ERROR_MESSAGES, serverDownMessage } from '@aviation-permits/domain/messages';
import { OFFICER_PAGE_PATHS } from '@aviation-permits/domain/officer';
import { PORTAL_CONSTANTS } from '@aviation-permits/domain/constants';
import { ROUTE_PATHS } from '@aviation-permits/domain/navigation';
import { ApiError } from '@/lib/api-client/api-error';

/** What the handler may do; passed in so each row of the table (ERR-6 to ERR-13) is tested with fakes. */
export interface ErrorHandlerEffects {
  /** Shows an error toast; settles once it is shown (notify). */
  showError(message: string): void | Promise<void>;
  navigate(to: string, options: { replace: boolean }): void;
  /** Sets the cached user status to '' (NO_STATUS). */
  clearStatus(): void;
  setFirewallBlocked(): void;
  wait(ms: number): Promise<void>;
}

export interface ErrorHandlerSettings {
  /** PortalConfig.supportEmail, named in the server-down message. */
  supportEmail: string;
}

/**
 * The shared handler (ERR-5): every failed call ends here, whatever feature made it.
 * Anything that is not an ApiError (a bug, a failed chunk) counts as "no status".
 */
export async function handleApiError(
  error: unknown,
  effects: ErrorHandlerEffects,
  settings: ErrorHandlerSettings,
): Promise<void> {
  const failure = error instanceof ApiError ? error : undefined;
  if (failure?.status === 401) {
    // The 2 s are the time to read the message: they start when it shows, not when it was asked
    // for (the first toast of a visit waits for the toast library to load).
    await effects.showError(ERROR_MESSAGES.sessionTimedOut);
    await effects.wait(PORTAL_CONSTANTS.sessionExpiryRedirectDelayMs);
    // An officer session is apart from the applicant's (OFF-5): its end sends the officer to the
    // console's sign-in and leaves whatever applicant session the browser holds alone (OFF-16).
    if (failure.url.startsWith(`${SERVICE_BASE_PATHS.officer}/`)) {
      effects.navigate(OFFICER_PAGE_PATHS.login, { replace: true });
      return;
    }
    effects.clearStatus();
    effects.navigate(ROUTE_PATHS.login, { replace: true });
    return;
  }
  if (failure?.status === 403 && failure.body.includes(FIREWALL_SIGNATURE)) {
    // The shell shows a banner for this; a toast on top would say the same twice.
    effects.setFirewallBlocked();
    return;
  }
  const messages = failure ? messagesFor(failure, settings) : [];
  // A row with nothing to show (a 413 without detail, say) still tells the user it failed.
  for (const message of messages.length > 0 ? messages : [ERROR_MESSAGES.somethingWentWrong]) {
    effects.showError(message);
  }
}

/** The toasts of the table's rows that only show messages. */
function messagesFor(failure: ApiError, settings: ErrorHandlerSettings): string[] {
  const detail = failure.detail ? [failure.detail] : [];
  switch (failure.status) {
    case 500:
      return [serverDownMessage(settings.supportEmail)];
    case 400:
      // One toast per message, so each reads as its own line.
      return failure.errorCodes === ERROR_CODES.validation
        ? failure.errors.map((error) => error.errorMessage).filter(Boolean)
        : detail;
    case 403:
      if (failure.errorCodes === ERROR_CODES.invalidCsrf) return [ERROR_MESSAGES.invalidCsrf];
      if (failure.errorCodes === ERROR_CODES.invalidHumanCheck) {
        return [ERROR_MESSAGES.invalidHumanCheck];
      }
      return detail;
    case 429:
      return failure.errorCodes === ERROR_CODES.tooManyRequests
        ? [ERROR_MESSAGES.tooManyRequests]
        : [];
    case 413:
      return detail;
    default:
      return [];
  }
}
