import type { PortalModule } from '../../platform/portal-module.js';
import { devPortalConfigRoutes } from './portal-config.routes.js';

// Outside production only: the Vite dev server fills its index.html from /dev/portal-config.

export const portalConfigModule: PortalModule = {
  name: 'portal-config',
  developmentOnly: true,
  build: ({ portalConfig }) => ({ routes: [devPortalConfigRoutes(portalConfig)] }),
};
