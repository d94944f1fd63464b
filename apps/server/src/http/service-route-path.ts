import { SERVICE_BASE_PATHS, type ServiceName } from '@aviation-permits/domain/http';

/**
 * The domain spells every call as an absolute path; a service plugin registers routes relative
 * to its prefix. This turns one into the other, and fails at start if a path is put in the wrong
 * service.
 */
export function serviceRoutePath(service: ServiceName, absolutePath: string): string {
  const base = SERVICE_BASE_PATHS[service];
  if (!absolutePath.startsWith(`${base}/`)) {
    throw new Error(`${absolutePath} is not under the ${service} service (${base})`);
  }
  return absolutePath.slice(base.length);
}
