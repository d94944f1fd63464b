// What the submission rules need besides the form: today's date (never a hidden clock, so the
// rules give the same answer in the browser, on the server and in a test) and the holidays.

export interface SubmissionContext {
  /** Today in Singapore, 'YYYY-MM-DD' (singaporeCalendarDate of the request's instant). */
  today: string;
  /**
   * Public holidays ('YYYY-MM-DD') for the lead time; default SINGAPORE_PUBLIC_HOLIDAYS. The server
   * passes its effective list (with PUBLIC_HOLIDAYS' additions), and the form the one it was sent.
   */
  holidays?: readonly string[];
  /**
   * Default true. The server turns it off when an application in Need Your Action is sent back:
   * the lead time is judged when the application first arrives, not at every reply.
   */
  applyLeadTime?: boolean;
}

/** Contexts kept per factory: today and yesterday around midnight, with and without lead time. */
const CACHED_CONTEXTS = 8;

/**
 * A schema factory that builds once per distinct context. Building a zod schema and compiling its
 * first parse costs far more than a parse, and the context changes once a day, so the server and
 * the form reuse the schema instead of rebuilding it for every keystroke or request.
 */
export function memoiseByContext<Schema>(
  factory: (context: SubmissionContext) => Schema,
): (context: SubmissionContext) => Schema {
  const cache = new Map<string, Schema>();
  return (context) => {
    const key = JSON.stringify([context.today, context.holidays, context.applyLeadTime ?? true]);
    let schema = cache.get(key);
    if (schema === undefined) {
      schema = factory(context);
      if (cache.size >= CACHED_CONTEXTS) cache.delete(cache.keys().next().value as string);
      cache.set(key, schema);
    }
    return schema;
  };
}
