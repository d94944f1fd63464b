import { randomUUID } from 'node:crypto';
import { encodeSubmissionCursor } from '../../http/submission-order-cursor.js';
import { encodeCursor } from '../../modules/application/dashboard-cursor.js';
import { HOSTILE_STRINGS, WRONG_TYPES } from './hostile-values.js';
import { sampleOf, type JsonSchema } from './json-schema-sample.js';

// The cursors the fuzz suite sends to every paged operation (ERR-1, APP-59): one whose JSON body
// has a `cursor` and a `sortField` with listed values (the dashboard), and one whose query has a
// `cursor` (the officers' lists, OFF-18). For each order or list: the portal's own cursor with a
// hostile value in each of its fields (a shape that decodes, carrying what the page query would
// choke on), and texts that do not decode to a cursor at all. A body cursor is sent in a body of
// only the required fields, so nothing else in it is refused first and the cursor reaches the code
// that reads it.

export interface PagedBody {
  /** The required fields, with plausible values (the body a hostile cursor is sent in). */
  base: Record<string, unknown>;
  sortFields: readonly string[];
  sortDirections: readonly string[];
}

/** Values a sort key could be mistaken for or a database could refuse: dates that do not exist, PostgreSQL's special words. */
const HOSTILE_SORT_VALUES: readonly unknown[] = [
  ...HOSTILE_STRINGS,
  ...WRONG_TYPES,
  'garbage',
  '2026-02-30',
  '2026-13-01',
  '0000-01-01',
  '2026-02-30T00:00:00.000Z',
  '2026-03-01T24:00:00.000Z',
  '+275760-09-13T00:00:00.000Z',
  '2026-03-01 00:00:00',
  'infinity',
  '-infinity',
  'epoch',
  'now',
  'NaN',
  'AA-2026-000001\u0000',
];

const base64url = (text: string) => Buffer.from(text).toString('base64url');

/** Texts that are no cursor: not base64url, not JSON, JSON of another shape. */
const UNDECODABLE_CURSORS: readonly string[] = [
  'not-a-cursor',
  '%zz',
  '====',
  '\u0000',
  'x'.repeat(10_000),
  base64url('{'),
  base64url('null'),
  base64url('[]'),
  base64url('"cursor"'),
  base64url('{"__proto__":{"value":"x"}}'),
  Buffer.from([0xff, 0xfe, 0xfd]).toString('base64url'),
];

/** The listed values of a schema (zod writes a literal union as `enum`, sometimes as `anyOf` consts). */
function listedValues(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  if (schema.enum) return schema.enum.map(String);
  return (schema.anyOf ?? schema.oneOf ?? []).flatMap((variant) =>
    variant.const === undefined ? listedValues(variant) : [String(variant.const)],
  );
}

/** The sort keys and directions of a paged body, or undefined for a body that is not paged. */
export function pagedBodyOf(body: JsonSchema | undefined): PagedBody | undefined {
  const properties = body?.properties;
  if (!body || !properties?.cursor) return undefined;
  const sortFields = listedValues(properties.sortField);
  if (sortFields.length === 0) return undefined;
  const sortDirections = listedValues(properties.sortDirection);
  const base = Object.fromEntries(
    (body.required ?? []).map((name) => [name, sampleOf(properties[name] ?? {})]),
  );
  return {
    base,
    sortFields,
    sortDirections: sortDirections.length > 0 ? sortDirections : ['asc'],
  };
}

/** The body a cursor is sent in: the required fields, the order and the cursor. */
export function pagedBodyWith(
  { base }: PagedBody,
  { sortField, sortDirection, cursor }: Partial<HostileCursor>,
): Record<string, unknown> {
  return { ...base, sortField, sortDirection, cursor };
}

export interface HostileCursor {
  sortField: string;
  sortDirection: string;
  cursor: string;
}

/** A genuine cursor with a hostile value in each of its fields in turn, and the undecodable ones. */
function forgedFrom(genuine: string): string[] {
  const shape = JSON.parse(Buffer.from(genuine, 'base64url').toString('utf8')) as object;
  const forged = Object.keys(shape).flatMap((key) =>
    HOSTILE_SORT_VALUES.map((value) => base64url(JSON.stringify({ ...shape, [key]: value }))),
  );
  return [...forged, ...UNDECODABLE_CURSORS];
}

/** Every hostile cursor for a paged body, each with the order it is sent with. */
export function hostileCursorsFor({ sortFields, sortDirections }: PagedBody): HostileCursor[] {
  return sortFields.flatMap((sortField) =>
    sortDirections.flatMap((sortDirection) => {
      const order = { sortField, sortDirection } as Parameters<typeof encodeCursor>[0];
      const genuine = encodeCursor(order, { value: '', id: randomUUID() });
      return forgedFrom(genuine).map((cursor) => ({ sortField, sortDirection, cursor }));
    }),
  );
}

/**
 * The hostile query cursors of an officers' list (OFF-18) read as `list` (its queue): forged from
 * its own cursor, undecodable, and a genuine one of another list (a cursor carried across queues).
 */
export function hostileListCursors(list: string): string[] {
  const position = { at: new Date().toISOString(), id: randomUUID() };
  return [
    ...forgedFrom(encodeSubmissionCursor(list, position)),
    encodeSubmissionCursor(`${list}-other`, position),
  ];
}
