import type { PortalModule } from '../../platform/portal-module.js';
import { sessionRoutes } from './session.routes.js';

// The login service's session calls (status, logout, keep-alive, CSRF token). The session service
// itself is a platform part: the session plugin reads it on every request.

export const sessionModule: PortalModule = {
  name: 'session',
  build: ({ sessions }) => ({ serviceRoutes: { login: [sessionRoutes(sessions)] } }),
};
