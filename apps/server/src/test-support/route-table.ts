import type { TestApp } from './test-app.js';

// Every route the app registered, from Fastify's own route table (printRoutes), hidden ones
// included: a test that must cover "every route of a kind" takes its list from here, so a route
// added tomorrow is covered tomorrow.

export interface RegisteredRoute {
  method: string;
  path: string;
}

/** A line of printRoutes: its indentation ("│   " per level), the path segment, its methods. */
const LINE = /^(.*?)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/;
const INDENT = 4;

export function routeTable(app: TestApp): RegisteredRoute[] {
  const pathAtDepth: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const [, indentation = '', segment = '', methods] = match;
    const depth = [...indentation].length / INDENT;
    const path = (pathAtDepth[depth - 1] ?? '') + segment;
    pathAtDepth[depth] = path;
    pathAtDepth.length = depth + 1;
    for (const method of methods?.split(', ') ?? []) routes.push({ method, path });
  }
  return routes;
}
