import { sampleOf, type JsonSchema } from './json-schema-sample.js';

// The operations of the portal's OpenAPI document, flattened for the fuzz suite: every route the
// document lists is fuzzed, so a new route is covered the day it is added.

interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: JsonSchema;
}

export interface FuzzOperation {
  method: string;
  /** The OpenAPI path, with `{name}` placeholders. */
  path: string;
  pathParameters: string[];
  queryParameters: string[];
  /** The schema of each path and query parameter, by name. */
  parameterSchemas: Record<string, JsonSchema>;
  jsonBody?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

export function operationsOf(document: OpenApiDocument): FuzzOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => {
        const parameters = operation.parameters ?? [];
        const content = operation.requestBody?.content ?? {};
        return {
          method: method.toUpperCase(),
          path,
          pathParameters: parameters.filter((p) => p.in === 'path').map((p) => p.name),
          queryParameters: parameters.filter((p) => p.in === 'query').map((p) => p.name),
          parameterSchemas: Object.fromEntries(parameters.map((p) => [p.name, p.schema ?? {}])),
          jsonBody: content['application/json']?.schema,
        };
      }),
  );
}

/**
 * The path with every placeholder filled: the given value where there is one (a hostile segment, a
 * record's id), else a plausible value of the parameter's schema (an id of the right shape), so
 * that the route reads the rest of its input instead of stopping at the path.
 */
export function fillPath(operation: FuzzOperation, values: Record<string, string> = {}): string {
  return operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const plausible = sampleOf(operation.parameterSchemas[name] ?? {});
    return values[name] ?? (typeof plausible === 'string' ? plausible : String(plausible));
  });
}
