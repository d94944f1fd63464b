import { API_PATHS, initDataSchema } from '@aviation-permits/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPreparedJson } from '../../http/prepared-json.js';
import { serviceRoutePath } from '../../http/service-route-path.js';
import { prepareInitDataAnswer } from './init-data-answer.js';

// The permits service's application calls. The shared initial data is the domain package's own
// (categories, activity types, option lists, constants, countries), the same for every visitor.

export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const initData = prepareInitDataAnswer();
  app.get(
    serviceRoutePath('permits', API_PATHS.initData),
    {
      schema: {
        tags: ['application'],
        summary: 'Shared initial data for /home, /dashboard and the Enquiry Tool',
        response: {
          200: initDataSchema,
          304: z.void().describe('The copy named by If-None-Match is current (PERF-7)'),
        },
      },
    },
    // PERF-7: the prepared buffer, compressed once, is sent as it is (the schema above documents
    // it), or 304 when the browser's copy is current.
    async (request, reply) => sendPreparedJson(request, reply, initData),
  );
};
