import { z } from 'zod/mini';

// Answers and payloads of the two protocol calls the client pipeline makes on its own (CSRF and
// the human check), shared by the server that issues them and the browser that reads them.

/** GET API_PATHS.csrfToken. */
export const csrfTokenResponseSchema = z.object({ csrfToken: z.string().check(z.minLength(1)) });

/**
 * GET API_PATHS.humanCheckChallenge: an ALTCHA v2 challenge, signed, with an expiry. Every
 * parameter is covered by the signature, so unknown ones are kept as they are and sent back.
 */
export const humanCheckChallengeSchema = z.looseObject({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string().check(z.regex(/^[0-9a-f]+$/)),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.optional(z.string()),
    expiresAt: z.number().check(z.describe('Unix time in seconds')),
  }),
  signature: z.string(),
});

/** What the browser sends back in REQUEST_HEADERS.humanCheck, as base64 of this JSON. */
export const humanCheckPayloadSchema = z.object({
  challenge: humanCheckChallengeSchema,
  solution: z.object({ counter: z.number(), derivedKey: z.string() }),
});

export type CsrfTokenResponse = z.infer<typeof csrfTokenResponseSchema>;
export type HumanCheckChallenge = z.infer<typeof humanCheckChallengeSchema>;
export type HumanCheckPayload = z.infer<typeof humanCheckPayloadSchema>;
