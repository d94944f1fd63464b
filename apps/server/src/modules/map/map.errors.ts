import { ERROR_CODES } from '@aviation-permits/domain/http';
import { MAP_MESSAGES } from '@aviation-permits/domain/messages';
import { HttpError } from '../../errors/http-error.js';

/**
 * MAP-10: the map service refused the Authorization header (missing, expired, forged). The browser
 * fetches a new token from the init call and tries once more.
 */
export class MapTokenRefusedError extends HttpError {
  constructor() {
    super(
      401,
      ERROR_CODES.unauthorized,
      'The map token is missing, expired or not valid. Fetch a new one from the map init call.',
    );
  }
}

/** MAP-18: one client asked the map service too often this minute. */
export class MapSearchLimitError extends HttpError {
  constructor() {
    super(429, ERROR_CODES.tooManyRequests, MAP_MESSAGES.tooManySearches);
  }
}
