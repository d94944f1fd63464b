import { sql, type Placeholder } from 'drizzle-orm';

// A query prepared once per shape (PERF-9, PERF-12): the values a caller gives decide which
// conditions the SQL has, so a statement is named by which values are given and built with a
// placeholder for each of them. Read from every value, so a value added to a query's set can
// never share a statement with a query without it.

/** Each value itself, or the placeholder of its name. */
export type Bound<Values> = { [Name in keyof Values]: Values[Name] | Placeholder };

/** A placeholder for each value given, none for a value left out. */
export function placeholdersFor<Values extends Record<string, unknown>>(
  values: Values,
): Bound<Values> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      value === undefined ? undefined : sql.placeholder(name),
    ]),
  ) as Bound<Values>;
}

/** Which values are given, as a string of 1s and 0s in the values' order: part of a shape's name. */
export function givenValuesOf(values: Record<string, unknown>): string {
  return Object.values(values)
    .map((value) => (value === undefined ? '0' : '1'))
    .join('');
}
