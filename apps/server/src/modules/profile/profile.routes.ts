import fastifyMultipart from '@fastify/multipart';
import { API_PATHS } from '@aviation-permits/domain/http';
import { checkPostalCode } from '@aviation-permits/domain/validation';
import { MAP_MESSAGES, REGISTRATION_MESSAGES } from '@aviation-permits/domain/messages';
import {
  postalCodeAddressSchema,
  profileDraftSchema,
  profileResponseSchema,
  profileSavedSchema,
} from '@aviation-permits/domain/profile';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AddressLookup } from '../../adapters/address/address-lookup.js';
import { NotFoundError, UnauthorizedError, ValidationError } from '../../errors/http-errors.js';
import { serviceRoutePath } from '../../http/service-route-path.js';
import { readProfileSubmission } from './profile-upload.js';
import type { ProfileAccount, ProfileService } from './profile.service.js';
import { perAccountLimit } from '../../platform/rate-limit/per-account-limit.js';

// The account service's registration and profile calls (ACC-17 to ACC-33). Every one needs a
// signed-in session; the portal-session plugin answers 401 before the handler runs.

const DRAFT_SAVED_MESSAGE = 'Your draft has been saved.';

/** Submissions per account per hour: a person submits a few times, a script many. */
const SUBMISSIONS_PER_HOUR = 10;

function signedInSession(request: FastifyRequest) {
  const session = request.portalSession;
  if (!session) throw new UnauthorizedError();
  return session;
}

function signedInAccount(request: FastifyRequest): ProfileAccount {
  return signedInSession(request).account;
}

export function profileRoutes(
  profiles: ProfileService,
  addresses: AddressLookup,
): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(fastifyMultipart);

    app.get(
      serviceRoutePath('account', API_PATHS.profile),
      {
        config: { requireSession: true },
        schema: {
          tags: ['profile'],
          summary: "The signed-in applicant's profile, its MyInfo fields and documents",
          response: { 200: profileResponseSchema },
        },
      },
      (request) =>
        profiles.getProfile(signedInAccount(request), signedInSession(request).loginKind),
    );

    app.put(
      serviceRoutePath('account', API_PATHS.profile),
      {
        config: { requireSession: true },
        schema: {
          tags: ['profile'],
          summary: 'Saves an incomplete profile as a draft',
          body: profileDraftSchema,
          response: { 200: profileSavedSchema },
        },
      },
      async (request) => {
        await profiles.saveDraft(signedInAccount(request), request.body);
        return { message: DRAFT_SAVED_MESSAGE };
      },
    );

    app.post(
      serviceRoutePath('account', API_PATHS.profileSubmit),
      {
        config: {
          requireSession: true,
          rateLimit: perAccountLimit(SUBMISSIONS_PER_HOUR, 60 * 60 * 1000),
        },
        schema: {
          tags: ['profile'],
          summary:
            'Submits the profile (multipart: a `profile` JSON field and up to 2 `documents` files) for review',
          consumes: ['multipart/form-data'],
          response: { 200: profileSavedSchema },
        },
      },
      async (request) => {
        const account = signedInAccount(request);
        const { profile, uploads } = await readProfileSubmission(request);
        await profiles.submit(account, profile, uploads);
        return { message: REGISTRATION_MESSAGES.submitted };
      },
    );

    app.get(
      `${serviceRoutePath('account', API_PATHS.postalCodeLookup)}/:code`,
      {
        config: { requireSession: true },
        schema: {
          tags: ['profile'],
          summary: 'The local address of a 6-digit postal code',
          params: z.object({ code: z.string() }),
          response: { 200: postalCodeAddressSchema },
        },
      },
      async (request) => {
        const { code } = request.params;
        const problem = checkPostalCode(code);
        if (problem) throw new ValidationError([{ field: 'postalCode', errorMessage: problem }]);
        const address = await addresses.findByPostalCode(code);
        if (!address) throw new NotFoundError(MAP_MESSAGES.addressNotFound);
        return address;
      },
    );
  };
}
