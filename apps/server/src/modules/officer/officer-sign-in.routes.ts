import {
  enrolmentCompletedSchema,
  OFFICER_API_PATHS,
  officerSessionSchema,
  recoveryCodeSchema,
  totpCodeSchema,
  totpEnrolmentSchema,
} from '@aviation-permits/domain/officer';
import {
  otpRequestAcceptedSchema,
  otpRequestSchema,
  otpVerifySchema,
} from '@aviation-permits/domain/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SignInRateLimit } from '../../config/sessions.js';
import { UnauthorizedError } from '../../errors/http-errors.js';
import { serviceRoutePath } from '../../http/service-route-path.js';
import type { OfficerSessionService } from '../../platform/officer-sessions/officer-session.service.js';
import type { ClientKeyOf } from '../../platform/rate-limit/client-key.js';
import { auditOriginOf } from './audit-origin.js';
import { officerSessionAnswer } from './officer-session-answer.js';
import type { OfficerSignInService, SecondFactorAttempt } from './officer-sign-in.service.js';

// The officers' sign-in calls (OFF-2 to OFF-4). Each is limited per client address like the
// applicants' code calls (SIGN_IN_RATE_LIMIT_PER_CLIENT); asking for a code also needs the human
// check. The second-factor calls are for an enrolled officer's signing-in session, the set-up calls
// for one of an officer not enrolled yet.

export interface OfficerSignInRoutesDependencies {
  signIn: OfficerSignInService;
  officerSessions: OfficerSessionService;
  rateLimit: SignInRateLimit;
  clientKeyOf: ClientKeyOf;
}

const path = (absolute: string) => serviceRoutePath('officer', absolute);
const tags = ['officer sign-in'];

export function officerSignInRoutes(
  dependencies: OfficerSignInRoutesDependencies,
): FastifyPluginAsyncZod {
  const { signIn, officerSessions, rateLimit, clientKeyOf } = dependencies;
  const perClient = { max: rateLimit.perClientMax, timeWindow: rateLimit.timeWindowMs };
  const secondFactor = { requireOfficer: 'second-factor', rateLimit: perClient } as const;
  const enrolment = { requireOfficer: 'enrolment', rateLimit: perClient } as const;

  function attemptOf(request: FastifyRequest): SecondFactorAttempt {
    // The route's requireOfficer has admitted a running session.
    const session = request.officerSession;
    if (session === null) throw new UnauthorizedError();
    return { session, clientKey: clientKeyOf(request.ip), origin: auditOriginOf(request) };
  }

  /** Sets the cookie of the session a step started or signed in, and answers it. */
  async function answerWith(request: FastifyRequest, reply: FastifyReply, token: string) {
    officerSessions.setCookie(reply, token);
    const lookup = await officerSessions.lookUp(token);
    if (lookup.state !== 'running') throw new UnauthorizedError();
    request.officerSession = lookup.session;
    return officerSessionAnswer(lookup.session, officerSessions);
  }

  return async (app) => {
    app.post(
      path(OFFICER_API_PATHS.signInCode),
      {
        config: { humanCheck: true, rateLimit: perClient },
        schema: {
          tags,
          summary: "E-mails a one-time code to an active officer's address (same answer for any)",
          body: otpRequestSchema,
          response: { 202: otpRequestAcceptedSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(202)
          .send(await signIn.requestCode(request.body.email, clientKeyOf(request.ip))),
    );

    app.post(
      path(OFFICER_API_PATHS.signInCodeVerify),
      {
        config: { rateLimit: perClient },
        schema: {
          tags,
          summary: 'Checks the e-mail code and starts a signing-in officer session',
          body: otpVerifySchema,
          response: { 200: officerSessionSchema },
        },
      },
      async (request, reply) => {
        const token = await signIn.verifyCode(request.body.email, request.body.otp, {
          previous: request.officerSession,
          clientKey: clientKeyOf(request.ip),
          origin: auditOriginOf(request),
        });
        return answerWith(request, reply, token);
      },
    );

    app.post(
      path(OFFICER_API_PATHS.signInTotp),
      {
        config: secondFactor,
        schema: {
          tags,
          summary: "Checks the authenticator app's code and signs the officer in",
          body: totpCodeSchema,
          response: { 200: officerSessionSchema },
        },
      },
      async (request, reply) =>
        answerWith(request, reply, await signIn.verifyTotp(attemptOf(request), request.body.code)),
    );

    app.post(
      path(OFFICER_API_PATHS.signInRecoveryCode),
      {
        config: secondFactor,
        schema: {
          tags,
          summary: "Signs the officer in with a recovery code instead of the app's code",
          body: recoveryCodeSchema,
          response: { 200: officerSessionSchema },
        },
      },
      async (request, reply) =>
        answerWith(
          request,
          reply,
          await signIn.useRecoveryCode(attemptOf(request), request.body.code),
        ),
    );

    app.post(
      path(OFFICER_API_PATHS.enrolment),
      {
        config: enrolment,
        schema: {
          tags,
          summary: "A new secret for the officer's authenticator app (first sign-in)",
          response: { 200: totpEnrolmentSchema },
        },
      },
      async (request) => signIn.startEnrolment(attemptOf(request).session),
    );

    app.post(
      path(OFFICER_API_PATHS.enrolmentConfirm),
      {
        config: enrolment,
        schema: {
          tags,
          summary: "Completes the app's set-up with its code; answers the recovery codes, once",
          body: totpCodeSchema,
          response: { 200: enrolmentCompletedSchema },
        },
      },
      async (request, reply) => {
        const { token, recoveryCodes } = await signIn.completeEnrolment(
          attemptOf(request),
          request.body.code,
        );
        return { recoveryCodes, session: await answerWith(request, reply, token) };
      },
    );
  };
}
