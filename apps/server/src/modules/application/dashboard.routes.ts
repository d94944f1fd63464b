import { API_PATHS } from '@aviation-permits/domain/http';
import {
  dashboardDataQuerySchema,
  dashboardDataResponseSchema,
  dashboardFilterRequestSchema,
  dashboardPageSchema,
} from '@aviation-permits/domain/application';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceRoutePath } from '../../http/service-route-path.js';
import { applicantOf, requireActiveAccount } from './application-access.js';
import type { DashboardService } from './dashboard.service.js';

// The dashboard's two calls (APP-58, APP-59), for ACTIVE applicants (APP-62).

export function dashboardRoutes(dashboard: DashboardService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preValidation', requireActiveAccount);

    app.get(
      serviceRoutePath('permits', API_PATHS.dashboardData),
      {
        config: { requireSession: true },
        schema: {
          tags: ['dashboard'],
          summary: "Every category's count and the first page of one category",
          querystring: dashboardDataQuerySchema,
          response: { 200: dashboardDataResponseSchema },
        },
      },
      (request) => dashboard.data(applicantOf(request), request.query),
    );

    app.post(
      serviceRoutePath('permits', API_PATHS.dashboardFilter),
      {
        config: { requireSession: true },
        schema: {
          tags: ['dashboard'],
          summary: 'A keyset page of one category: search by reference or venue, filters, sort',
          body: dashboardFilterRequestSchema,
          response: { 200: dashboardPageSchema },
        },
      },
      (request) => dashboard.filter(applicantOf(request), request.body),
    );
  };
}
