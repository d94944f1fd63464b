import { buildApp } from '@aviation-permits/server/src/app.js';
import { openDatabase } from '@aviation-permits/server/src/db/database.js';
import {
  sampleOf,
  type JsonSchema,
} from '@aviation-permits/server/src/test-support/fuzz/json-schema-sample.js';
import {
  operationsOf,
  type FuzzOperation,
  type OpenApiDocument,
} from '@aviation-permits/server/src/test-support/fuzz/openapi-operations.js';
import {
  routeTable,
  type RegisteredRoute,
} from '@aviation-permits/server/src/test-support/route-table.js';
import { testConfig } from '@aviation-permits/server/src/test-support/test-config.js';

// The routes the suite attacks, taken where the server tests take them: Fastify's own route table
// (every route, hidden ones included) and the OpenAPI document (each documented route's
// parameters and body schema), of the app built in this process from the same source as the
// build under test, on an embedded database of its own. A production portal serves neither (no
// /api-docs), so reading them from the source is what lets the stack get the same rows as a
// development portal; a route added tomorrow is attacked tomorrow.

export interface CatalogueOperation extends FuzzOperation {
  /** A plausible value of each path and query parameter (an id of the right shape), by name. */
  plausible: Record<string, string>;
}

export interface RouteCatalogue {
  /** Every method and path the app registered, HEAD left out (Fastify answers it as GET). */
  routes: RegisteredRoute[];
  /** The documented operations, by `METHOD path` with `:name` parameters. */
  operations: Map<string, CatalogueOperation>;
}

interface DocumentedParameter {
  name: string;
  schema?: JsonSchema;
}

function plausibleParameters(document: OpenApiDocument, operation: FuzzOperation) {
  const documented = document.paths[operation.path]?.[operation.method.toLowerCase()] as
    { parameters?: DocumentedParameter[] } | undefined;
  return Object.fromEntries(
    (documented?.parameters ?? []).map(({ name, schema }) => [
      name,
      String(sampleOf(schema ?? {})),
    ]),
  );
}

/** The path with each `{name}` filled: the given value, else the parameter's plausible one. */
export function fillOperationPath(
  operation: CatalogueOperation,
  values: Record<string, string> = {},
): string {
  return operation.path.replace(
    /\{([^}]+)\}/g,
    (_match, name: string) => values[name] ?? operation.plausible[name] ?? 'x',
  );
}

/** The route table's `:name` form of an OpenAPI path's `{name}`. */
const routePathOf = (openApiPath: string) => openApiPath.replace(/\{([^}]+)\}/g, ':$1');

export const operationKey = (method: string, path: string) => `${method} ${path}`;

export async function readRouteCatalogue(): Promise<RouteCatalogue> {
  const database = await openDatabase({});
  try {
    const app = await buildApp({ config: testConfig(), db: database.db });
    try {
      await app.ready();
      const document = app.swagger() as unknown as OpenApiDocument;
      const operations = new Map(
        operationsOf(document).map((operation) => [
          operationKey(operation.method, routePathOf(operation.path)),
          { ...operation, plausible: plausibleParameters(document, operation) },
        ]),
      );
      const routes = routeTable(app).filter(({ method }) => method !== 'HEAD');
      return { routes, operations };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}
