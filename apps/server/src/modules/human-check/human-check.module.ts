import type { PortalModule } from '../../platform/portal-module.js';
import { humanCheckRoutes } from './human-check.routes.js';

// The login service hands out the challenges that the pipeline's human check later verifies.

export const humanCheckModule: PortalModule = {
  name: 'human-check',
  build: ({ humanCheck }) => ({ serviceRoutes: { login: [humanCheckRoutes(humanCheck)] } }),
};
