import { API_PATHS } from '@aviation-permits/domain/http';
import {
  emailProvedSchema,
  otpRequestAcceptedSchema,
  otpRequestSchema,
  otpVerifySchema,
} from '@aviation-permits/domain/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UnauthorizedError } from '../../errors/http-errors.js';
import { serviceRoutePath } from '../../http/service-route-path.js';
import type { ClientKeyOf } from '../../platform/rate-limit/client-key.js';
import type { EmailProofService } from './email-proof.service.js';

// POST /account-service/v1/profile/email/code and /profile/email/verify: a signed-in Singpass or
// Corppass user proves the profile's address (docs/sign-in-protection.md). Limited per client
// address like the log-in's code calls, and by the codes' own limits.

export interface EmailProofRoutesDependencies {
  proof: EmailProofService;
  clientKeyOf: ClientKeyOf;
  /** Calls per client address in one window, as for the log-in's code calls. */
  perClient: { max: number; timeWindow: number };
}

export function emailProofRoutes({
  proof,
  clientKeyOf,
  perClient,
}: EmailProofRoutesDependencies): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      serviceRoutePath('account', API_PATHS.profileEmailCode),
      {
        config: { requireSession: true, rateLimit: perClient },
        schema: {
          tags: ['profile'],
          summary: "E-mails a one-time code to the profile's address, to verify it",
          body: otpRequestSchema,
          response: { 202: otpRequestAcceptedSchema },
        },
      },
      async (request, reply) => {
        const session = request.portalSession;
        if (!session) throw new UnauthorizedError();
        const accepted = await proof.sendCode(
          session.account,
          request.body.email,
          clientKeyOf(request.ip),
        );
        return reply.status(202).send(accepted);
      },
    );

    app.post(
      serviceRoutePath('account', API_PATHS.profileEmailVerify),
      {
        config: { requireSession: true, rateLimit: perClient },
        schema: {
          tags: ['profile'],
          summary: 'Checks the code; the account then holds the address as verified',
          body: otpVerifySchema,
          response: { 200: emailProvedSchema },
        },
      },
      async (request) => {
        const session = request.portalSession;
        if (!session) throw new UnauthorizedError();
        const { email, otp } = request.body;
        return proof.verifyCode(session.account, email, otp, clientKeyOf(request.ip));
      },
    );
  };
}
