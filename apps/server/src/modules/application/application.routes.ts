import { API_PATHS, getInitData, initDataSchema } from '@aviation-permits/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceRoutePath } from '../../http/service-route-path.js';

// The permits service's application calls. The shared initial data is the domain package's own
// (categories, activity types, option lists, constants, countries), the same for every visitor.

export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    serviceRoutePath('permits', API_PATHS.initData),
    {
      schema: {
        tags: ['application'],
        summary: 'Shared initial data for /home, /dashboard and the Enquiry Tool',
        response: { 200: initDataSchema },
      },
    },
    async () => getInitData(),
  );
};
