import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../db/database.js';
import { testConfig } from '../test-support/test-config.js';
import { openTestDatabase } from '../test-support/test-database.js';
import { buildModules } from './build-modules.js';
import { createPlatform } from './create-platform.js';
import type { ModulePorts, PlatformContext, PortalModule } from './portal-module.js';

// OPS-14: the module contract as a colleague adding a module meets it. What a module contributes
// lands under its service, ports pass from an earlier module to a later one, and a mistake in the
// list stops the start with a message that names the modules and the port.

let database: DatabaseConnection;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

function platformContext(): PlatformContext {
  return createPlatform({
    config: testConfig(),
    db: database.db,
    now: () => new Date(),
    logger: pino({ enabled: false }),
    humanCheck: undefined,
    adminToken: undefined,
  }).context;
}

const routes = (): FastifyPluginAsyncZod => async () => {};

const accountSubmission: ModulePorts['accountSubmission'] = {
  markSubmitted: async () => undefined,
};

const provider: PortalModule = {
  name: 'provider',
  build: () => ({ provides: { accountSubmission } }),
};

const consumer = (seen: unknown[]): PortalModule => ({
  name: 'consumer',
  build: ({ port }) => {
    seen.push(port('accountSubmission'));
    return {};
  },
});

describe('buildModules', () => {
  it('gathers each service’s routes in the listed order, and the routes, pruners and jobs outside', () => {
    const [first, second, outside] = [routes(), routes(), routes()];
    const prune = async () => {};
    const job = { name: 'b.work', run: async () => {} };
    const built = buildModules(
      [
        { name: 'a', build: () => ({ serviceRoutes: { login: [first] }, pruners: [prune] }) },
        {
          name: 'b',
          build: () => ({ serviceRoutes: { login: [second] }, routes: [outside], jobs: [job] }),
        },
      ],
      platformContext(),
    );

    expect(built.serviceRoutes).toEqual({
      login: [first, second],
      permits: [],
      account: [],
      map: [],
      mapUpload: [],
      officer: [],
    });
    expect(built.routes).toEqual([outside]);
    expect(built.pruners).toEqual([prune]);
    expect(built.jobs).toEqual([job]);
  });

  it('hands a port to a module listed after the one that provides it', () => {
    const seen: unknown[] = [];
    buildModules([provider, consumer(seen)], platformContext());
    expect(seen).toEqual([accountSubmission]);
  });

  it('stops the start when a module asks for a port no earlier module provides', () => {
    expect(() => buildModules([consumer([]), provider], platformContext())).toThrow(
      "Module 'consumer' needs the port 'accountSubmission', which no module listed before it provides.",
    );
  });

  it('stops the start when two modules provide the same port', () => {
    expect(() =>
      buildModules([provider, { ...provider, name: 'second' }], platformContext()),
    ).toThrow("Modules 'provider' and 'second' both provide the port 'accountSubmission'.");
  });

  it.each([
    { environment: 'development', isProduction: false, built: ['tool'] },
    { environment: 'production', isProduction: true, built: [] },
  ])(
    'builds development-only modules (OPS-11) in $environment: $built',
    ({ isProduction, built }) => {
      const builtModules: string[] = [];
      const tool: PortalModule = {
        name: 'tool',
        developmentOnly: true,
        build: () => {
          builtModules.push('tool');
          return {};
        },
      };
      const context = platformContext();
      buildModules([tool], { ...context, config: { ...context.config, isProduction } });
      expect(builtModules).toEqual(built);
    },
  );
});
