import { SERVICE_BASE_PATHS, type ServiceName } from '@aviation-permits/domain/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type {
  ExpiredRowsPruner,
  ModuleContext,
  ModulePorts,
  PlatformContext,
  PortalModule,
  ServiceRoutes,
} from './portal-module.js';
import type { JobDefinition } from './jobs/job-definition.js';

// Builds app.ts's modules in their listed order and gathers what they contribute, so app.ts
// registers each kind of part once. Development-only modules are left out in production.

export interface BuiltModules {
  serviceRoutes: ServiceRoutes;
  routes: readonly FastifyPluginAsyncZod[];
  pruners: readonly ExpiredRowsPruner[];
  jobs: readonly JobDefinition[];
}

export function buildModules(
  modules: readonly PortalModule[],
  platform: PlatformContext,
): BuiltModules {
  const provided: Partial<ModulePorts> = {};
  const providers = new Map<keyof ModulePorts, string>();
  const serviceNames = Object.keys(SERVICE_BASE_PATHS) as ServiceName[];
  const serviceRoutes = Object.fromEntries(
    serviceNames.map((service) => [service, [] as FastifyPluginAsyncZod[]]),
  ) as Record<ServiceName, FastifyPluginAsyncZod[]>;
  const routes: FastifyPluginAsyncZod[] = [];
  const pruners: ExpiredRowsPruner[] = [];
  const jobs: JobDefinition[] = [];

  for (const portalModule of modules) {
    if (portalModule.developmentOnly && platform.config.isProduction) continue;
    const context: ModuleContext = {
      ...platform,
      port(name) {
        const port = provided[name];
        if (port === undefined) {
          throw new Error(
            `Module '${portalModule.name}' needs the port '${name}', which no module listed before it provides.`,
          );
        }
        return port;
      },
    };
    const contribution = portalModule.build(context);
    for (const service of serviceNames) {
      serviceRoutes[service].push(...(contribution.serviceRoutes?.[service] ?? []));
    }
    routes.push(...(contribution.routes ?? []));
    pruners.push(...(contribution.pruners ?? []));
    jobs.push(...(contribution.jobs ?? []));
    for (const name of Object.keys(contribution.provides ?? {}) as (keyof ModulePorts)[]) {
      const earlier = providers.get(name);
      if (earlier !== undefined) {
        throw new Error(
          `Modules '${earlier}' and '${portalModule.name}' both provide the port '${name}'.`,
        );
      }
      providers.set(name, portalModule.name);
    }
    Object.assign(provided, contribution.provides);
  }
  return { serviceRoutes, routes, pruners, jobs };
}
