import { API_PATHS } from '@aviation-permits/domain/http';
import {
  otpRequestAcceptedSchema,
  otpRequestSchema,
  otpVerifySchema,
} from '@aviation-permits/domain/auth';
import { REGISTRATION_MESSAGES } from '@aviation-permits/domain/messages';
import { userSessionSchema } from '@aviation-permits/domain/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SignInRateLimit } from '../../config/sessions.js';
import { ValidationError } from '../../errors/http-errors.js';
import { serviceRoutePath } from '../../http/service-route-path.js';
import type { SessionService } from '../../platform/sessions/session.service.js';
import { userSessionOf } from '../../platform/sessions/user-session-of.js';
import type { ClientKeyOf } from '../../platform/rate-limit/client-key.js';
import type { OtpService } from './otp.service.js';

// POST /login-service/otp/request and /otp/verify. Both are limited per client address (route
// config); the service adds the limits per address and client and the per-address ceilings
// (docs/sign-in-protection.md). Requesting also needs the human check.

export interface OtpRoutesDependencies {
  otp: OtpService;
  sessions: SessionService;
  rateLimit: SignInRateLimit;
  /** The client of a request, as the code limits count it (its address, keyed). */
  clientKeyOf: ClientKeyOf;
}

export function otpRoutes({
  otp,
  sessions,
  rateLimit,
  clientKeyOf,
}: OtpRoutesDependencies): FastifyPluginAsyncZod {
  return async (app) => {
    const perClient = { max: rateLimit.perClientMax, timeWindow: rateLimit.timeWindowMs };

    app.post(
      serviceRoutePath('login', API_PATHS.otpRequest),
      {
        config: { humanCheck: true, rateLimit: perClient },
        schema: {
          tags: ['sign-in'],
          summary: 'E-mails a one-time code (same answer whether or not the address is known)',
          body: otpRequestSchema,
          response: { 202: otpRequestAcceptedSchema },
        },
      },
      async (request, reply) =>
        reply.status(202).send(await otp.request(request.body.email, clientKeyOf(request.ip))),
    );

    app.post(
      serviceRoutePath('login', API_PATHS.otpVerify),
      {
        config: { rateLimit: perClient },
        schema: {
          tags: ['sign-in'],
          summary: 'Checks the code and starts a session',
          body: otpVerifySchema,
          response: { 200: userSessionSchema },
        },
      },
      async (request, reply) => {
        const { email, otp: code } = request.body;
        if (!(await otp.verify(email, code, clientKeyOf(request.ip)))) {
          throw new ValidationError([
            { field: 'otp', errorMessage: REGISTRATION_MESSAGES.otpVerificationFailed },
          ]);
        }
        await sessions.signIn(reply, { kind: 'EMAIL', email });
        return userSessionOf(request);
      },
    );
  };
}
