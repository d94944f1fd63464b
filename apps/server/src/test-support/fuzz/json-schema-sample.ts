// A plausible value for a JSON schema from the OpenAPI document: the starting point the fuzz
// suite mutates one leaf at a time, so each hostile value reaches the validation of its own field
// instead of being stopped by the first missing one.

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  minItems?: number;
}

const MAX_DEPTH = 8;

/** An id of the shape the routes take (a version-4 UUID), naming no record. */
const PLAUSIBLE_UUID = '3f1c2b9e-5d4a-4c8b-9e7f-0a1b2c3d4e5f';

function firstType(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;
}

export function sampleOf(schema: JsonSchema, depth = 0): unknown {
  if (depth > MAX_DEPTH) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sampleOf(variant, depth + 1);
  if (schema.allOf?.length) {
    return Object.assign({}, ...schema.allOf.map((part) => sampleOf(part, depth + 1)));
  }
  switch (firstType(schema) ?? (schema.properties ? 'object' : undefined)) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [
          key,
          sampleOf(property, depth + 1),
        ]),
      );
    case 'array':
      return schema.items ? [sampleOf(schema.items, depth + 1)] : [];
    case 'string':
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'uuid') return PLAUSIBLE_UUID;
      return 'x'.repeat(schema.minLength ?? 1);
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    default:
      return null;
  }
}

/**
 * A sample of each variant of a body that is one of several shapes (a decision's actions), so the
 * fuzz reaches the fields of every variant, not only the first one's.
 */
export function variantSamplesOf(schema: JsonSchema): unknown[] {
  const variants = schema.oneOf ?? schema.anyOf ?? [schema];
  return variants.map((variant) => sampleOf(variant));
}

type Path = (string | number)[];

/** Every leaf (a value that is not a non-empty object or array) with its path. */
export function leavesOf(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value) && value.length > 0) {
    return value.flatMap((item, index) => leavesOf(item, [...path, index]));
  }
  if (value !== null && typeof value === 'object' && Object.keys(value).length > 0) {
    return Object.entries(value).flatMap(([key, item]) => leavesOf(item, [...path, key]));
  }
  return [path];
}

/** The value at `path` in `value`. */
export function valueAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (node, key) => (node as Record<string | number, unknown> | undefined)?.[key],
    value,
  );
}

/** A deep copy of `value` with the leaf at `path` replaced (the root itself when path is empty). */
export function withLeaf(value: unknown, path: Path, leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1] as string | number] = leaf;
  return copy;
}
