import { sql, type SQL } from 'drizzle-orm';

// PostgreSQL keeps an instant to the microsecond, JavaScript's Date to the millisecond. A keyset
// cursor made from a row's Date (OFF-18, OFF-22) falls short of the row's own instant, so that row
// would come back at the top of the next page. An instant that orders a paged list is therefore
// written at the precision a cursor carries.

/** The transaction's time, to the millisecond. */
export function millisecondNow(): SQL {
  return sql`date_trunc('milliseconds', now())`;
}
