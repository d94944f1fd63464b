import type { PortalModule } from '../../platform/portal-module.js';
import { mapUploadRoutes } from './map-upload.routes.js';

// The map-upload service (MAP-16): the licence-map screenshot as an application's document,
// stored by the application module through the applicationDocuments port (so it comes after the
// application module in app.ts's list).

export const mapUploadModule: PortalModule = {
  name: 'map-upload',
  build: ({ config, port }) => ({
    serviceRoutes: {
      mapUpload: [
        mapUploadRoutes({
          documents: port('applicationDocuments'),
          productName: config.portal.productName,
        }),
      ],
    },
  }),
};
