import { API_PATHS } from '@aviation-permits/domain/http';
import {
  applicationRecordSchema,
  withdrawApplicationRequestSchema,
} from '@aviation-permits/domain/application';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceRoutePath } from '../../http/service-route-path.js';
import { applicantOf, requireActiveAccount } from './application-access.js';
import type { ApplicationWithdrawalService } from './application-withdrawal.service.js';

// POST application/withdraw (OFF-23): signed-in ACTIVE applicants withdraw their own (or their
// entity's) submitted application; another's answers 404, a stale version or a decided one 409.

export function applicationWithdrawalRoutes(
  withdrawals: ApplicationWithdrawalService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preValidation', requireActiveAccount);
    app.post(
      serviceRoutePath('permits', API_PATHS.applicationWithdraw),
      {
        config: { requireSession: true },
        schema: {
          tags: ['application'],
          summary: 'Withdraws a submitted application not yet decided; answers it as it now is',
          body: withdrawApplicationRequestSchema,
          response: { 200: applicationRecordSchema },
        },
      },
      (request) => withdrawals.withdraw(applicantOf(request), request.body),
    );
  };
}
