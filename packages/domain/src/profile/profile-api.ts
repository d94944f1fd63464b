import { z } from 'zod';
import { ACCOUNT_STATUSES } from '../account/account-status.js';
import { profileDraftSchema } from './profile-schema.js';

// Answers of the account service's profile calls (see API_PATHS), shared by server and browser.

/** A supporting document already stored with the profile. */
export const profileDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int().nonnegative(),
  uploadedAt: z.string().describe('ISO 8601'),
});

/** GET API_PATHS.profile. */
export const profileResponseSchema = z.object({
  status: z.enum(ACCOUNT_STATUSES),
  profile: profileDraftSchema,
  /** Fields filled from MyInfo: shown as "Retrieved from Myinfo" and not editable. */
  myinfoFields: z.array(z.string()),
  /** Whether "Retrieve Myinfo" is offered: a Singpass session whose profile may still change. */
  myinfoAvailable: z.boolean(),
  /**
   * The address the account has proved (an e-mail sign-in's address, or one a Singpass/Corppass
   * user proved with a code), or null: decisions are mailed only there.
   */
  provedEmail: z.string().nullable(),
  /** Whether the form offers to prove the address with a code (provesEmailWithCode). */
  emailProofOffered: z.boolean(),
  documents: z.array(profileDocumentSchema),
});

/** PUT API_PATHS.profile and POST API_PATHS.profileSubmit. */
export const profileSavedSchema = z.object({ message: z.string() });

/** GET API_PATHS.postalCodeLookup/:code: the local address a postal code belongs to. */
export const postalCodeAddressSchema = z.object({
  blockNo: z.string(),
  streetName: z.string(),
  buildingName: z.string(),
});

/** The multipart field names of the submission. */
export const PROFILE_SUBMIT_PARTS = { profile: 'profile', documents: 'documents' } as const;

export type ProfileDocument = z.infer<typeof profileDocumentSchema>;
export type ProfileResponse = z.infer<typeof profileResponseSchema>;
export type PostalCodeAddress = z.infer<typeof postalCodeAddressSchema>;
