import { publicHolidaysWith } from '@aviation-permits/domain/activity';
import type { PublicHolidayRepository } from './published-data/public-holiday.repository.js';

// The one place the server's parts ask for the public holidays the working-day lead times skip
// (APP-3, OFF-34): the shipped list with PUBLIC_HOLIDAYS' (config.publicHolidays) and the dates
// supervisors add in the officer console, read at each request so an added date counts from the
// next one. The forms' init-data sends the same list, so the browser counts as the server does.

export type PublicHolidays = () => Promise<readonly string[]>;

export function publicHolidaysFrom(
  configured: readonly string[],
  added: Pick<PublicHolidayRepository, 'dates'>,
): PublicHolidays {
  return async () => publicHolidaysWith([...configured, ...(await added.dates())]);
}
