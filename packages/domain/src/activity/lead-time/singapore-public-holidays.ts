// Singapore's gazetted public holidays, which are not working days for the lead time (APP-3).
// Source: Ministry of Manpower, "Public holidays for 2026" (press release of 16 June 2025,
// https://www.mom.gov.sg/employment-practices/public-holidays). When a holiday falls on a Sunday,
// the Monday after it is a public holiday too, and is listed. Hari Raya Puasa and Hari Raya Haji
// were announced subject to confirmation by the Islamic Religious Council; a changed date, or a
// year not listed here (2027 is not yet), is added with PUBLIC_HOLIDAYS (docs/configuration.md).

export const SINGAPORE_PUBLIC_HOLIDAYS: readonly string[] = [
  '2026-01-01', // New Year's Day, Thursday
  '2026-02-17', // Chinese New Year, Tuesday
  '2026-02-18', // Chinese New Year, Wednesday
  '2026-03-21', // Hari Raya Puasa, Saturday
  '2026-04-03', // Good Friday
  '2026-05-01', // Labour Day, Friday
  '2026-05-27', // Hari Raya Haji, Wednesday
  '2026-05-31', // Vesak Day, Sunday
  '2026-06-01', // Monday after Vesak Day
  '2026-08-09', // National Day, Sunday
  '2026-08-10', // Monday after National Day
  '2026-11-08', // Deepavali, Sunday
  '2026-11-09', // Monday after Deepavali
  '2026-12-25', // Christmas Day, Friday
];

/** The shipped holidays with the configured ones, once each, in date order. */
export function publicHolidaysWith(configured: readonly string[]): string[] {
  return [...new Set([...SINGAPORE_PUBLIC_HOLIDAYS, ...configured])].sort();
}
