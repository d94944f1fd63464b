import type { JsonSchema } from './json-schema-sample.js';

// The operations of the portal's OpenAPI document, flattened for the fuzz suite: every route the
// document lists is fuzzed, so a new route is covered the day it is added.

interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
}

export interface FuzzOperation {
  method: string;
  /** The OpenAPI path, with `{name}` placeholders. */
  path: string;
  pathParameters: string[];
  queryParameters: string[];
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
          jsonBody: content['application/json']?.schema,
        };
      }),
  );
}

/** The path with every placeholder filled: `hostile` for `target`, a plain value for the rest. */
export function fillPath(operation: FuzzOperation, target?: string, hostile?: string): string {
  return operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
    name === target && hostile !== undefined ? hostile : 'x',
  );
}
