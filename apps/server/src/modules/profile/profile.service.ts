import { randomUUID } from 'node:crypto';
import {
  canRetrieveMyinfo,
  checkProfileDocuments,
  isProfileEditable,
  EMPTY_PROFILE,
  FILE_MESSAGES,
  PROFILE_FIELD_LABELS,
  profileDraftSchema,
  profileSchema,
  REGISTRATION_MESSAGES,
  type AccountStatus,
  type FieldError,
  type LoginKind,
  type ProfileField,
  type ProfileResponse,
  type ProfileValues,
} from '@aviation-permits/domain';
import type { AfterCommit } from '../../adapters/mail/mailer.js';
import type { Database } from '../../db/database.js';
import { BadRequestError, ValidationError } from '../../errors/http-errors.js';
import type { FileStorage } from '../../adapters/files/file-storage.js';
import { contentTypeOfName, sniffContentType } from '../../adapters/files/sniff-content-type.js';
import { ProfileLockedError } from './profile.errors.js';
import type { NewDocument, ProfileRepository, StoredProfile } from './profile.repository.js';

// Registration and profile (issue 3, item 4): the applicant's draft, the submission with its
// supporting documents, and the rules around them that the form alone cannot enforce: locked
// MyInfo fields, the account's status, one registration per e-mail address and file contents.

/** What the profile needs to know of the signed-in account. */
export interface ProfileAccount {
  id: string;
  status: AccountStatus;
  email: string | null;
  fullName: string;
}

/** A supporting document as it arrived in the submission. */
export interface ProfileUpload {
  fileName: string;
  /** The content type the browser declared; checked against the content. */
  declaredType: string;
  content: Buffer;
}

export interface ProfileServiceDependencies {
  db: Database;
  repository: ProfileRepository;
  files: FileStorage;
  /**
   * Moves the account to SUBMITTED, records the event and queues the applicant's e-mail (the
   * account-status service), inside the submission's transaction; what it returns runs after the
   * commit (SMTP mail).
   */
  markSubmitted(accountId: string, tx: Database): Promise<AfterCommit | undefined>;
  now: () => Date;
}

/** Browsers that cannot tell a type send this; the content decides then. */
const UNKNOWN_TYPE = 'application/octet-stream';

const DOCUMENTS_FIELD = 'documents';

function assertEditable(account: ProfileAccount): void {
  if (!isProfileEditable(account.status)) throw new ProfileLockedError(account.status);
}

function isProfileField(name: string): name is ProfileField {
  return Object.hasOwn(PROFILE_FIELD_LABELS, name);
}

/** The MyInfo values of the stored profile, which win over whatever the client sends. */
function lockedValues(stored: StoredProfile | undefined): Partial<ProfileValues> {
  if (!stored) return {};
  const values = profileDraftSchema.parse(stored.data);
  return Object.fromEntries(
    stored.myinfoFields.filter(isProfileField).map((field) => [field, values[field]]),
  );
}

function documentErrors(uploads: readonly ProfileUpload[]): FieldError[] {
  const messages = checkProfileDocuments(
    uploads.map((upload) => ({ name: upload.fileName, size: upload.content.length })),
  );
  const lying = uploads.some((upload) => {
    const sniffed = sniffContentType(upload.content);
    return (
      sniffed === undefined ||
      sniffed !== contentTypeOfName(upload.fileName) ||
      (upload.declaredType !== sniffed && upload.declaredType !== UNKNOWN_TYPE)
    );
  });
  if (lying) messages.push(FILE_MESSAGES.wrongType);
  return [...new Set(messages)].map((errorMessage) => ({ field: DOCUMENTS_FIELD, errorMessage }));
}

export function createProfileService(dependencies: ProfileServiceDependencies) {
  const { db, repository, files, now } = dependencies;

  /** The form values as the applicant sees them now. */
  function currentValues(
    account: ProfileAccount,
    stored: StoredProfile | undefined,
  ): ProfileValues {
    const profile = stored ? profileDraftSchema.parse(stored.data) : { ...EMPTY_PROFILE };
    // A new applicant starts from what sign-in already told us.
    if (!profile.email && account.email) profile.email = account.email;
    if (!profile.name && account.fullName) profile.name = account.fullName;
    return profile;
  }

  async function withDocuments(
    account: ProfileAccount,
    loginKind: LoginKind,
  ): Promise<ProfileResponse> {
    const stored = await repository.findProfile(account.id);
    const profile = currentValues(account, stored);
    const documents = await repository.listDocuments(account.id);
    return {
      status: account.status,
      profile,
      myinfoFields: stored?.myinfoFields ?? [],
      myinfoAvailable: canRetrieveMyinfo(loginKind, account.status),
      documents: documents.map(({ storageKey: _key, ...document }) => document),
    };
  }

  async function storeUploads(accountId: string, uploads: readonly ProfileUpload[]) {
    const stored: NewDocument[] = [];
    try {
      for (const upload of uploads) {
        const storageKey = `profiles/${accountId}/${randomUUID()}`;
        await files.put(storageKey, upload.content);
        stored.push({
          originalName: upload.fileName,
          contentType: sniffContentType(upload.content) ?? UNKNOWN_TYPE,
          sizeBytes: upload.content.length,
          storageKey,
        });
      }
    } catch (error) {
      await removeQuietly(stored.map((document) => document.storageKey));
      throw error;
    }
    return stored;
  }

  async function removeQuietly(keys: readonly string[]): Promise<void> {
    await Promise.allSettled(keys.map((key) => files.remove(key)));
  }

  return {
    getProfile: withDocuments,

    /** PUT: saves an incomplete draft; MyInfo fields keep their stored values. */
    async saveDraft(account: ProfileAccount, draft: ProfileValues): Promise<void> {
      assertEditable(account);
      const stored = await repository.findProfile(account.id);
      await repository.saveProfile(account.id, { ...draft, ...lockedValues(stored) }, undefined);
    },

    /**
     * MyInfo prefill: the person's values over the current draft. Exactly these fields become
     * the locked MyInfo fields; a later retrieval replaces the list.
     */
    async prefillFromMyinfo(
      account: ProfileAccount,
      myinfoValues: Partial<ProfileValues>,
    ): Promise<void> {
      assertEditable(account);
      const stored = await repository.findProfile(account.id);
      await repository.saveMyinfoPrefill(
        account.id,
        { ...currentValues(account, stored), ...myinfoValues },
        Object.keys(myinfoValues).filter(isProfileField),
      );
    },

    /**
     * POST submit: validates everything, stores the files, saves the profile and documents in one
     * transaction, then moves the account to SUBMITTED. Files written for a submission that does
     * not commit are removed; files it replaces are removed once it has.
     */
    async submit(
      account: ProfileAccount,
      rawProfile: unknown,
      uploads: readonly ProfileUpload[],
    ): Promise<void> {
      assertEditable(account);
      if (typeof rawProfile !== 'object' || rawProfile === null || Array.isArray(rawProfile)) {
        throw new BadRequestError('The profile must be a JSON object.');
      }
      const stored = await repository.findProfile(account.id);
      const parsed = profileSchema.safeParse({ ...rawProfile, ...lockedValues(stored) });
      const errors: FieldError[] = [
        ...(parsed.error?.issues ?? []).map((issue) => ({
          field: issue.path.join('.'),
          errorMessage: issue.message,
        })),
        ...documentErrors(uploads),
      ];
      if (!parsed.success || errors.length > 0) throw new ValidationError(errors);
      const profile = parsed.data;

      const newDocuments = await storeUploads(account.id, uploads);
      let replacedKeys: string[] = [];
      let afterCommit: AfterCommit | undefined;
      try {
        await db.transaction(async (tx) => {
          if (await repository.isEmailRegisteredElsewhere(profile.email, account.id, tx)) {
            throw new ValidationError([
              { field: 'email', errorMessage: REGISTRATION_MESSAGES.emailAlreadyRegistered },
            ]);
          }
          await repository.saveProfile(account.id, profile, now(), tx);
          // Documents sent with a submission replace the earlier ones; none sent keeps them.
          if (newDocuments.length > 0) {
            replacedKeys = await repository.replaceDocuments(account.id, newDocuments, tx);
          }
          await repository.setAccountName(account.id, profile.name, tx);
          afterCommit = await dependencies.markSubmitted(account.id, tx);
        });
      } catch (error) {
        await removeQuietly(newDocuments.map((document) => document.storageKey));
        throw error;
      }
      await removeQuietly(replacedKeys);
      await afterCommit?.();
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
